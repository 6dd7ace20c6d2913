//! Command-line entry: `bot`, `play`, `demo`, `perft`, `render`, `engine` and the long
//! runs. Each subcommand's options and what it runs are in `src/cli/`.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod cli;

#[derive(Parser)]
#[command(
    name = "checkers-bot",
    version,
    about = "Chinese Checkers for Discord, and in your terminal"
)]
struct Cli {
    /// How log lines are written to standard error: `text` for people, `json` (one
    /// object a line) for log collectors.
    #[arg(long, global = true, env = "CHECKERS_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    log_format: LogFormat,
    #[command(subcommand)]
    command: Cmd,
}

/// See [`Cli::log_format`].
#[derive(Clone, Copy, clap::ValueEnum)]
enum LogFormat {
    Text,
    Json,
}

#[derive(Subcommand)]
enum Cmd {
    /// Run the Discord bot (token from `DISCORD_TOKEN`).
    Bot {
        #[command(flatten)]
        args: checkers_bot::discord::BotArgs,
    },
    /// Play in the terminal: same commands and move text as on Discord.
    Play(cli::PlayArgs),
    /// Computer players against each other to the end, at the levels of `play` and
    /// `add-computer`: a PNG per move and the game record in OUT.
    Demo(cli::DemoArgs),
    /// Count move sequences from the start (or after --moves), one `depth count` line each.
    Perft(cli::PerftArgs),
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
    Load(cli::LoadArgs),
    /// Copy every game, default and channel setting of a sled database folder into a
    /// PostgreSQL database (safe to run again; checks the counts; the folder is left
    /// untouched). Stop the bot that uses the folder first.
    Migrate(cli::MigrateArgs),
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
    Engine(cli::EngineArgs),
    /// Draw the final position of a game record as a PNG.
    Render(cli::RenderArgs),
    /// The reports players made (`report`), newest first, or one in full with the
    /// reported game's record (`--show N`); docs/operating.md, "Reports".
    Reports(cli::ReportsArgs),
    /// Ask a running bot whether it is ready (its `/healthz`): exit 0 when it is, 1 when
    /// not; for container health checks.
    Health(cli::HealthArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let logs = tracing_subscriber::fmt()
        .with_env_filter(
            // sled's own log lines are its internals; the error the command prints says what
            // is wrong with a database in words (`RUST_LOG` shows them).
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "warn,checkers_bot=info,sled=off".into()),
        )
        .with_writer(std::io::stderr);
    match cli.log_format {
        LogFormat::Text => logs
            .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
            .init(),
        LogFormat::Json => logs.json().init(),
    }
    let result = match cli.command {
        Cmd::Bot { args } => cli::bot(&args),
        Cmd::Play(args) => cli::play(args),
        Cmd::Demo(args) => cli::demo(&args),
        Cmd::Perft(args) => cli::perft(&args),
        Cmd::Reports(args) => cli::reports(&args),
        Cmd::Render(args) => cli::render(&args),
        Cmd::Engine(args) => cli::engine(&args),
        Cmd::Health(args) => cli::health(&args),
        Cmd::Migrate(args) => cli::migrate(&args),
        Cmd::Load(args) => cli::load(&args),
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
