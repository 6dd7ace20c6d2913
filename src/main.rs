//! Command-line entry: `bot`, `play`, `demo`, `perft`, `render`, `engine` and the long runs.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use checkers_bot::core::{
    perft_divided, perft_estimate, Game, GameRecord, HoleForm, HouseRules, RecordTurn, Seat,
    MAX_PERFT_DEPTH,
};
use checkers_bot::{demo, i18n, progress};

mod cli;

#[derive(Parser)]
#[command(
    name = "checkers-bot",
    version,
    about = "Chinese Checkers for Discord, and in your terminal"
)]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run the Discord bot (token from `DISCORD_TOKEN`).
    Bot {
        #[command(flatten)]
        args: checkers_bot::discord::BotArgs,
    },
    /// Play in the terminal: same commands and move text as on Discord.
    Play {
        /// Database folder for the console's game.
        #[arg(long, default_value = "checkers-data/console")]
        db: PathBuf,
        /// Folder for board images.
        #[arg(long, default_value = "boards")]
        out: PathBuf,
        /// Your name, kept for the next runs (default: the last one given, else Player).
        /// One name is one person here, in any case (ratings, history, forget-me). A
        /// player's name in the saved game starts the console as them; another name takes
        /// your seat there.
        #[arg(long)]
        name: Option<String>,
        /// Start a game at once against this many computer players (1, 2, 3 or 5). A
        /// game under way here is kept and goes on; `abort` ends it and starts this one.
        #[arg(long)]
        opponents: Option<usize>,
        /// Level of those computer players: easy, medium or hard.
        #[arg(long, default_value = "medium")]
        level: checkers_bot::ai::Level,
        /// Do not print the text board.
        #[arg(long)]
        no_ascii: bool,
        /// Fix the coin toss and the computer's choices (scripted games).
        #[arg(long)]
        seed: Option<u64>,
        /// Language of the replies: en, it, nb, cs or pt-BR.
        #[arg(long, default_value = "en")]
        lang: String,
    },
    /// Computer players against each other to the end, at the levels of `play` and
    /// `add-computer`: a PNG per move and the game record in OUT.
    Demo {
        #[command(flatten)]
        setup: SetupArgs,
        /// Level of the computer players: easy, medium or hard (up to 2 s a move), or
        /// one per seat separated by commas (`hard,easy`).
        #[arg(long, default_value = "medium", value_delimiter = ',')]
        level: Vec<checkers_bot::ai::Level>,
        /// Seed for the computer players.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Output folder.
        #[arg(long, default_value = "demo")]
        out: PathBuf,
    },
    /// Count move sequences from the start (or after --moves), one `depth count` line each.
    Perft {
        #[command(flatten)]
        setup: SetupArgs,
        /// Deepest depth to count, 1 to 10 (each depth takes some 15 to 30 times as long
        /// as the one before: depth 6 about a second, depth 8 some minutes).
        #[arg(long, default_value_t = 3)]
        depth: u32,
        /// Moves to play first, separated by `;` (letter form, or index form with --index).
        #[arg(long)]
        moves: Option<String>,
        /// The --moves are in index form (0–120).
        #[arg(long)]
        index: bool,
    },
    /// Computer against computer: seeded games between levels, with wins, draws, average
    /// length, 95% confidence intervals and time per move.
    Arena(cli::ArenaArgs),
    /// The rating ladder: a round robin between computer players in 2-, 3- and 6-player
    /// games, with Bradley–Terry ratings on the Elo scale and 95% bootstrap intervals
    /// (the arena's ladder mode; docs/computer-players.md).
    Ladder(cli::LadderArgs),
    /// Load test: many channels play computer-against-computer games at once through the
    /// table layer and the on-disk store; then every record is replayed to check nothing
    /// was lost. Prints moves per second, latency percentiles and peak memory.
    Load {
        /// Channels, one game each.
        #[arg(long, default_value_t = 1000)]
        channels: usize,
        /// Worker threads.
        #[arg(long, default_value_t = 8)]
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
    },
    /// Copy every game, default and channel setting of a sled database folder into a
    /// PostgreSQL database (safe to run again; checks the counts; the folder is left
    /// untouched). Stop the bot that uses the folder first.
    Migrate {
        /// The sled database folder.
        #[arg(long)]
        from: PathBuf,
        /// The PostgreSQL database, `postgres://user:password@host:port/name`.
        #[arg(long, env = "CHECKERS_DATABASE_URL")]
        to: String,
    },
    /// Engine interface: commands on standard input, one a line, answers on standard
    /// output, for other programs and tournaments (docs/computer-players.md).
    ///
    /// `position start [players=N] [armies=N] [variant=standard|capture] [first=N]
    /// [rules=KEY=VALUE,…] [moves M M …]` or `position record PATH` sets the position
    /// (moves in index form, `7-16` = d2-e7; no answer unless refused); `go [level=L]
    /// [time=MS] [nodes=N] [seed=N]` answers `bestmove <chain in index form>`, or
    /// `bestmove none` when the game is over; `isready` answers `readyok`; `id` the
    /// name and version; `quit` ends. A line that is refused answers `error <reason>` and
    /// changes nothing.
    #[command(verbatim_doc_comment)]
    Engine {
        /// Level when `go` does not say: easy, medium or hard.
        #[arg(long, default_value = "hard")]
        level: checkers_bot::ai::Level,
        /// Thinking time per move in milliseconds when `go` does not say (default: the
        /// position's house rule `computer_time`, 2 s unless set).
        #[arg(long)]
        time: Option<u64>,
        /// Node budget per search when `go` does not say (0: none; stops at the time
        /// too, whichever comes first).
        #[arg(long, default_value_t = 0)]
        nodes: u64,
        /// Seed of the choices when `go` does not say (mixed with the turns played).
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Draw the final position of a game record as a PNG.
    Render {
        /// Game record file.
        #[arg(long)]
        record: PathBuf,
        /// Output PNG.
        #[arg(long)]
        out: PathBuf,
    },
}

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
    variant: checkers_bot::core::Variant,
}

impl SetupArgs {
    /// A new game with seat `first` to move.
    fn game(&self, first: Seat) -> Result<Game, CliError> {
        let rules: HouseRules = self.rules.parse().map_err(fail)?;
        Game::start(self.variant, self.players, self.armies, rules, first).map_err(fail)
    }
}

fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "warn,checkers_bot=info".into()),
        )
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
    let cli = Cli::parse();
    let result = match cli.command {
        Cmd::Bot { args } => bot(&args),
        Cmd::Play {
            db,
            out,
            name,
            opponents,
            level,
            no_ascii,
            seed,
            lang,
        } => play(&db, out, name, (opponents, level), !no_ascii, seed, &lang),
        Cmd::Demo {
            setup,
            level,
            seed,
            out,
        } => demo(&setup, &level, seed, &out),
        Cmd::Perft {
            setup,
            depth,
            moves,
            index,
        } => run_perft(&setup, depth, moves.as_deref(), index),
        Cmd::Render { record, out } => render(&record, &out),
        Cmd::Engine {
            level,
            time,
            nodes,
            seed,
        } => engine(checkers_bot::engine::EngineOptions {
            level,
            time: time.map(std::time::Duration::from_millis),
            nodes,
            seed,
        }),
        Cmd::Migrate { from, to } => migrate(&from, &to),
        Cmd::Load {
            channels,
            threads,
            moves,
            db,
            seed,
        } => load(&checkers_bot::load::LoadConfig {
            channels,
            threads,
            db,
            seed,
            max_moves: moves,
        }),
        Cmd::Arena(args) => cli::arena(&args),
        Cmd::Ladder(args) => cli::ladder(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}

/// Why a subcommand failed: the message `error: …` prints, and the exit code that tells
/// scripts and service managers which kind of failure it was.
#[derive(Debug, thiserror::Error)]
enum CliError {
    /// The command line asks for what cannot be (an option's value out of range, files
    /// of the wrong kind): exit code 2.
    #[error("{0}")]
    Usage(String),
    /// The database is in use by another process or damaged, which restarting will not
    /// help (docs/operating.md "Damaged or locked database"): exit code 3.
    #[error(transparent)]
    Database(checkers_bot::store::StoreError),
    /// Anything else that failed, with its causes: exit code 1.
    #[error("{0}")]
    Failed(String),
}

impl CliError {
    /// The process's exit code for this error.
    fn exit_code(&self) -> u8 {
        match self {
            CliError::Usage(_) => 2,
            CliError::Database(_) => 3,
            CliError::Failed(_) => 1,
        }
    }
}

/// What a subcommand returns.
type CliResult = Result<(), CliError>;

/// A failure (exit code 1) with the error and its causes (`cannot create x: permission
/// denied`).
fn fail(e: impl Into<Box<dyn std::error::Error>>) -> CliError {
    CliError::Failed(chain(e.into().as_ref()))
}

/// `e` and its causes, joined by `: ` (errors keep their cause as their source).
fn chain(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        text.push_str(": ");
        text.push_str(&c.to_string());
        cause = c.source();
    }
    text
}

/// The Discord bot: configuration from flags, `CHECKERS_*` variables and an optional
/// file (docs/operating.md "Configuration"); the token from `DISCORD_TOKEN` only.
fn bot(args: &checkers_bot::discord::BotArgs) -> CliResult {
    use checkers_bot::{discord::DiscordError, store::StoreError};
    let config = checkers_bot::discord::DiscordConfig::load(args)
        .map_err(|e| CliError::Usage(e.to_string()))?;
    if args.check {
        return say(config.describe());
    }
    let runtime = tokio::runtime::Runtime::new().map_err(fail)?;
    runtime
        .block_on(checkers_bot::discord::run(config))
        .map_err(|e| match e {
            DiscordError::Store(e @ (StoreError::InUse { .. } | StoreError::Damaged { .. })) => {
                CliError::Database(e)
            }
            e => fail(e),
        })
}

fn open_store(
    db: &std::path::Path,
) -> Result<std::sync::Arc<dyn checkers_bot::store::Store>, CliError> {
    use checkers_bot::store::{postgres, StoreError};
    let url = postgres::is_url(&db.to_string_lossy());
    if let Some(parent) = db.parent().filter(|_| !url) {
        checkers_bot::console::create_folder(parent).map_err(fail)?;
    }
    checkers_bot::store::open(db).map_err(|e| match e {
        // These name the folder and say what to do.
        StoreError::InUse { .. } | StoreError::Damaged { .. } => CliError::Database(e),
        e => CliError::Failed(format!(
            "cannot open the database at {}: {}",
            postgres::redacted(&db.to_string_lossy()),
            chain(&e)
        )),
    })
}

fn play(
    db: &Path,
    out: PathBuf,
    name: Option<String>,
    (opponents, level): (Option<usize>, checkers_bot::ai::Level),
    ascii: bool,
    seed: Option<u64>,
    lang: &str,
) -> CliResult {
    use checkers_bot::console::{self, ConsoleOptions};
    use checkers_bot::table::Tables;
    use std::io::IsTerminal;
    let store = open_store(db)?;
    if checkers_bot::i18n::supported(lang).is_none() {
        let known: Vec<&str> = checkers_bot::i18n::languages().collect();
        return Err(CliError::Usage(format!(
            "--lang takes one of {}",
            known.join(", ")
        )));
    }
    let tables = match seed {
        Some(seed) => Tables::shared(store).seeded(seed),
        None => Tables::shared(store),
    }
    .with_language(lang);
    let mut opts = ConsoleOptions {
        setup: Vec::new(),
        new_game: Vec::new(),
        echo: !std::io::stdin().is_terminal(),
        out,
        name,
        ascii,
    };
    if let Some(n) = opponents {
        if ![1, 2, 3, 5].contains(&n) {
            return Err(CliError::Usage(
                "--opponents takes 1, 2, 3 or 5 (games for 2, 3, 4 or 6 players)".into(),
            ));
        }
        // A game under way is kept (the console says how to end it); a finished one is
        // replaced.
        opts.new_game.push(format!("new {}", n + 1));
        opts.new_game
            .extend(std::iter::repeat_n(format!("add-computer {level}"), n));
        opts.new_game.push("start".into());
    }
    let stdin = std::io::stdin();
    let input = stdin.lock();
    let mut stdout = std::io::stdout();
    console::run(&tables, input, &mut stdout, &opts).map_err(io_fail)?;
    writeln!(stdout).map_err(io_fail)?;
    Ok(())
}

/// Output errors: a closed pipe (`| head`) ends the program quietly.
fn io_fail(e: std::io::Error) -> CliError {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    fail(e)
}

/// Writes one line to standard output.
fn say(line: impl std::fmt::Display) -> CliResult {
    writeln!(std::io::stdout(), "{line}").map_err(io_fail)
}

/// Writes `bytes` to `path` through a temporary file beside it, renamed over it, so the
/// file is never half written; errors name the path (and a missing folder).
fn write_file(path: &Path, bytes: &[u8]) -> CliResult {
    check_folder(path)?;
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let temp = path.with_file_name(format!(".{name}.{}.tmp", std::process::id()));
    if let Err(e) = std::fs::write(&temp, bytes).and_then(|()| std::fs::rename(&temp, path)) {
        let _ = std::fs::remove_file(&temp);
        return Err(fail(format!("cannot write {}: {e}", path.display())));
    }
    Ok(())
}

/// Refuses `path` when its folder does not exist, naming both.
fn check_folder(path: &Path) -> CliResult {
    match path.parent().filter(|dir| !dir.as_os_str().is_empty()) {
        Some(dir) if !dir.is_dir() => Err(fail(format!(
            "cannot write {}: the folder {} does not exist",
            path.display(),
            dir.display()
        ))),
        _ => Ok(()),
    }
}

/// Refuses an image file `path` not named `*.png` (exit code 2), in a missing folder or
/// one that cannot be written to, or that names a folder (exit code 1).
fn check_png(path: &Path) -> CliResult {
    if !path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("png"))
    {
        return Err(CliError::Usage(format!(
            "{}: the image is a PNG; name the file *.png",
            path.display()
        )));
    }
    check_folder(path)?;
    if path.is_dir() {
        return Err(fail(format!(
            "cannot write {}: it is a folder; name a file in it",
            path.display()
        )));
    }
    // A folder that exists but cannot be written to (`/proc`) is refused now too.
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let probe = dir.join(format!(".checkers-bot-probe-{}", std::process::id()));
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
    {
        Ok(_) => {
            let _ = std::fs::remove_file(&probe);
            Ok(())
        }
        Err(e) => Err(fail(format!(
            "cannot write {}: {e} (in the folder {})",
            path.display(),
            dir.display()
        ))),
    }
}

/// Plays a game between computer players at `levels` (one for every seat, or one per
/// seat), writing a PNG per move and `game.txt` to `out`, then prints the result as the
/// table words it.
fn demo(setup: &SetupArgs, levels: &[checkers_bot::ai::Level], seed: u64, out: &Path) -> CliResult {
    let players = setup.players;
    if levels.len() != 1 && levels.len() != players {
        return Err(CliError::Usage(format!(
            "--level takes one level, or one per seat ({players} here)"
        )));
    }
    let mut game = setup.game(demo::first_seat(seed, players))?;
    checkers_bot::console::create_folder(out).map_err(fail)?;
    let cat = i18n::catalogue("en");
    let names = demo::seat_names(levels, players, cat);
    let mut frames = 0;
    demo::play(&mut game, levels, seed, |game| {
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

fn run_perft(setup: &SetupArgs, depth: u32, moves: Option<&str>, index: bool) -> CliResult {
    let mut game = setup.game(Seat::ALL[0])?;
    let form = if index {
        HoleForm::Index
    } else {
        HoleForm::Letter
    };
    for text in moves
        .unwrap_or("")
        .split([';', '\n'])
        .map(str::trim)
        .filter(|m| !m.is_empty())
    {
        RecordTurn::parse(text, form)
            .map_err(|e| fail(format!("{text}: {e}")))?
            .play_on(&mut game)
            .map_err(|e| fail(format!("{text}: {e}")))?;
    }
    if !(1..=MAX_PERFT_DEPTH).contains(&depth) {
        return Err(CliError::Usage(format!(
            "--depth goes from 1 to {MAX_PERFT_DEPTH} (each depth takes some 15 to 30 times \
             as long as the one before: depth 6 about a second, depth 8 some minutes)"
        )));
    }
    // (count, time) of the depth before the last, and of the last.
    let mut counted = [(1u64, std::time::Duration::ZERO); 2];
    for d in 1..=depth {
        // A long count is announced with its expected time, not a silent wait.
        let guess = perft_estimate(counted);
        if let Some(guess) = guess {
            let time = progress::human_duration(guess);
            eprintln!("depth {d}: about {time} (Ctrl-C stops)");
        }
        let start = std::time::Instant::now();
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

fn load(config: &checkers_bot::load::LoadConfig) -> CliResult {
    let bar = checkers_bot::progress::bar(0, "load");
    let report = checkers_bot::load::run_with(config, &bar).map_err(fail)?;
    print!("{report}");
    if report.lost.is_empty() {
        Ok(())
    } else {
        Err(fail(format!(
            "moves were lost in {} channels: {:?}",
            report.lost.len(),
            report.lost
        )))
    }
}

/// The engine interface on standard input and output (src/engine.rs).
fn engine(options: checkers_bot::engine::EngineOptions) -> CliResult {
    let max = checkers_bot::engine::MAX_TIME_MS;
    if options
        .time
        .is_some_and(|t| t.is_zero() || t.as_millis() > u128::from(max))
    {
        return Err(CliError::Usage(format!(
            "--time takes 1 to {max} milliseconds"
        )));
    }
    let stdin = std::io::stdin();
    checkers_bot::engine::run(stdin.lock(), std::io::stdout().lock(), options).map_err(io_fail)
}

fn migrate(from: &std::path::Path, to: &str) -> CliResult {
    use checkers_bot::store::{migrate, postgres};
    if !postgres::is_url(to) {
        return Err(CliError::Usage(format!(
            "--to takes a postgres:// URL, not {to}"
        )));
    }
    let bar = checkers_bot::progress::bar(0, "items");
    let done = migrate::migrate_with(from, to, &bar).map_err(|e| {
        CliError::Failed(format!(
            "migrating {} to {}: {}",
            from.display(),
            postgres::redacted(to),
            chain(&e)
        ))
    })?;
    print!("{done}");
    Ok(())
}

fn render(record: &std::path::Path, out: &std::path::Path) -> CliResult {
    // Errors name the file, and the line (parsing) or the move (replaying).
    let in_file = |e: &dyn std::fmt::Display| fail(format!("{}: {e}", record.display()));
    let text = std::fs::read_to_string(record).map_err(|e| in_file(&e))?;
    let png = demo::record_png(&text, i18n::catalogue("en")).map_err(|e| in_file(&e))?;
    check_png(out)?;
    write_file(out, &png)?;
    say(out.display())
}
