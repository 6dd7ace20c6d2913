//! The programs of the command line that answer someone: the Discord bot (`bot`), the
//! terminal (`play`) and the engine interface (`engine`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use checkers_bot::ai::Level;
use checkers_bot::discord::{BotArgs, DiscordConfig, DiscordError};
use checkers_bot::engine::EngineOptions;
use checkers_bot::store::Store;

use super::{fail, io_fail, say, CliError, CliResult};

/// The options of `play`.
#[derive(clap::Args)]
pub(crate) struct PlayArgs {
    /// Where the console's game is kept: a folder (sled), or a `postgres://` URL.
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
    /// Level of those computer players: beginner to hard (medium unless given; only
    /// with --opponents: in the game, `add-computer hard` names the level).
    #[arg(long, requires = "opponents")]
    level: Option<Level>,
    /// Do not print the text board.
    #[arg(long)]
    no_ascii: bool,
    /// Fix the coin toss and the computer's choices (scripted games).
    #[arg(long)]
    seed: Option<u64>,
    /// Language of the replies: en, de, fr, es, it, nb, cs or pt, alone or with a region
    /// (pt-BR, es-ES, de-AT, …).
    #[arg(long, default_value = "en")]
    lang: String,
    /// Also show the game in a browser, served on this address (`127.0.0.1:8080`,
    /// `localhost:8080`): click a peg, then a hole it reaches. Keep it on loopback: the
    /// page plays your seat.
    #[arg(long, value_name = "ADDRESS")]
    web: Option<String>,
}

/// The options of `engine`.
#[derive(clap::Args)]
pub(crate) struct EngineArgs {
    /// Level when `go` does not say: beginner, novice, learner, easy, moderate, medium,
    /// skilled, advanced, strong or hard.
    #[arg(long, default_value = "hard")]
    level: Level,
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
}

/// The Discord bot: configuration from flags, `CHECKERS_*` variables and an optional
/// file (docs/operating.md "Configuration"); the token from `DISCORD_TOKEN` only.
pub(crate) fn bot(args: &BotArgs) -> CliResult {
    let config = DiscordConfig::load(args).map_err(|e| CliError::Usage(e.to_string()))?;
    if args.check {
        let mut shown = config.describe();
        // A check that passes means the start refuses none of these settings: the
        // token, and the database URL as opening it reads it (no connection is made).
        let mut problems = Vec::new();
        if config.token.is_empty() {
            problems.push(checkers_bot::discord::ConfigError::NoToken.to_string());
        }
        if config.uses_postgres() {
            let url = config.db_path.to_string_lossy();
            problems.extend(checkers_bot::store::postgres::url_problem(&url));
        } else if let Some(file) = config.db_path.ancestors().find(|a| a.is_file()) {
            problems.push(format!(
                "cannot open the database at {}: {} is a file, not a folder",
                config.db_path.display(),
                file.display()
            ));
        } else {
            let mib = checkers_bot::store::sled_cache().map_err(|e| CliError::Usage(e.reason()))?;
            shown.push_str(&format!(
                "\nsled cache = {mib} MiB (CHECKERS_SLED_CACHE_MB)"
            ));
        }
        // The commands as they would be registered, checked offline against Discord's
        // limits and the project's budget (docs/operating.md, "Command registration").
        let activity = config.web.is_some() && config.client_secret.is_some();
        shown.push_str(
            "\ncommands (options, characters by Discord's count; Discord allows 25 and 8000):",
        );
        for size in checkers_bot::discord::command_sizes(activity) {
            shown.push_str(&format!("\n  {size}"));
        }
        let refused = checkers_bot::discord::command_problems(activity);
        if !refused.is_empty() {
            problems.push(format!(
                "the commands would be refused: {}",
                refused.join("; ")
            ));
        }
        // The settings on standard output either way; what the start would refuse after
        // `error:` on standard error.
        say(shown)?;
        if !problems.is_empty() {
            return Err(CliError::Usage(problems.join("\n")));
        }
        return Ok(());
    }
    let runtime = tokio::runtime::Runtime::new().map_err(fail)?;
    runtime
        .block_on(checkers_bot::discord::run(config))
        .map_err(|e| match e {
            // The database could not be opened: it is named, and why (exit code 3).
            DiscordError::Store(e) => CliError::Database(e),
            e => fail(e),
        })
}

/// The store at `db` (a folder, made with its parents, or a `postgres://` URL). Every
/// failure names the folder or URL, says why in a short sentence, and exits with code 3
/// (docs/operating.md "Damaged or locked database").
fn open_store(db: &Path) -> Result<Arc<dyn Store>, CliError> {
    checkers_bot::store::open(db).map_err(CliError::Database)
}

/// `play`: the console on standard input and output, with the game `args` asks for.
pub(crate) fn play(args: PlayArgs) -> CliResult {
    use checkers_bot::console::{self, ConsoleOptions};
    use checkers_bot::table::Tables;
    use std::io::IsTerminal;
    let PlayArgs {
        db,
        out,
        name,
        opponents,
        level,
        no_ascii,
        seed,
        lang,
        web,
    } = args;
    // Usage is checked before anything is opened or created.
    if checkers_bot::i18n::supported(&lang).is_none() {
        // What `supported` accepts: each language's code, alone or with a region.
        let known: Vec<&str> = checkers_bot::i18n::languages()
            .map(|l| l.split('-').next().unwrap_or(l))
            .collect();
        return Err(CliError::Usage(format!(
            "--lang takes a language: {} (alone or with a region, such as pt-BR or es-ES; \
             `no` is nb), not `{lang}`",
            known.join(", ")
        )));
    }
    if let Some(name) = &name {
        console::usable_name(name).map_err(|problem| CliError::Usage(name_problem(&problem)))?;
    }
    let web = web.map(|text| web_address(&text)).transpose()?;
    let store = open_store(&db)?;
    let store_shared = db
        .to_str()
        .is_some_and(checkers_bot::store::postgres::is_url);
    let tables = Arc::new(
        match seed {
            Some(seed) => Tables::shared(store).seeded(seed),
            None => Tables::shared(store),
        }
        .with_language(&lang),
    );
    let mut opts = ConsoleOptions {
        setup: Vec::new(),
        new_game: Vec::new(),
        echo: !std::io::stdin().is_terminal(),
        out,
        name,
        ascii: !no_ascii,
        tick: Some(std::time::Duration::from_secs(1)),
        shared: store_shared,
    };
    if let Some(n) = opponents {
        if ![1, 2, 3, 5].contains(&n) {
            return Err(CliError::Usage(
                "--opponents takes 1, 2, 3 or 5 (games for 2, 3, 4 or 6 players)".into(),
            ));
        }
        // A game under way is kept (the console says how to end it); a finished one is
        // replaced. The commands are typed in the console's language, as it echoes them.
        let words = checkers_bot::i18n::catalogue(tables.public_language(console::CHANNEL, None));
        let word = |id: &str, english: &str| words.get(id, None).unwrap_or_else(|| english.into());
        let level = level.unwrap_or(Level::Medium);
        let level_word = word(&format!("choice-level-{level}"), &level.to_string());
        opts.new_game
            .push(format!("{} {}", word("cmd-new", "new"), n + 1));
        let add = format!("{} {level_word}", word("cmd-add-computer", "add-computer"));
        opts.new_game.extend(std::iter::repeat_n(add, n));
        opts.new_game.push(word("cmd-start", "start"));
    }
    let stdin = std::io::stdin();
    let input = stdin.lock();
    let mut stdout = std::io::stdout();
    match web {
        None => console::run(&tables, input, &mut stdout, &opts).map_err(io_fail)?,
        Some(listen) => {
            let (runtime, server, inbox, address) = serve_console(&tables, listen, &db)?;
            // A move clicked in the browser is shown within a quarter of a second.
            opts.tick = Some(std::time::Duration::from_millis(250));
            let served = console::Served {
                web: &server,
                inbox: &inbox,
                address,
            };
            let shown = console::run_served(&tables, input, &mut stdout, &opts, Some(&served));
            runtime.shutdown_background();
            shown.map_err(io_fail)?
        }
    };
    writeln!(stdout).map_err(io_fail)?;
    Ok(())
}

/// The address of `--web`: `127.0.0.1:8080`, `[::1]:8080` or a name such as
/// `localhost:8080` (its first address).
fn web_address(text: &str) -> Result<std::net::SocketAddr, CliError> {
    use std::net::ToSocketAddrs;
    text.to_socket_addrs()
        .ok()
        .and_then(|mut all| all.next())
        .ok_or_else(|| {
            CliError::Usage(format!(
                "--web takes an address and port such as 127.0.0.1:8080, not `{text}`"
            ))
        })
}

/// The console's key for its web links: `CHECKERS_WEB_KEY` when set; else the one kept
/// beside its database (`<db>.web-key`, made at the first `--web`), so a page left open
/// goes on after a restart; a random one for the run when it cannot be kept (a
/// PostgreSQL database, a folder that cannot be written).
fn console_key(db: &Path) -> Result<checkers_bot::web::Key, CliError> {
    use checkers_bot::web::Key;
    if let Ok(text) = std::env::var("CHECKERS_WEB_KEY") {
        return Key::new(text.trim().as_bytes()).map_err(|e| CliError::Usage(e.to_string()));
    }
    if checkers_bot::store::postgres::is_url(&db.to_string_lossy()) {
        return Ok(Key::random());
    }
    let mut path = db.as_os_str().to_owned();
    path.push(".web-key");
    let path = PathBuf::from(path);
    if let Ok(Ok(key)) = std::fs::read_to_string(&path).map(|t| Key::new(t.trim().as_bytes())) {
        return Ok(key);
    }
    let text = checkers_bot::web::token::random_text();
    let written = {
        use std::io::Write as _;
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create(true).truncate(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        options
            .open(&path)
            .and_then(|mut f| f.write_all(text.as_bytes()))
    };
    if written.is_err() {
        return Ok(Key::random());
    }
    Key::new(text.as_bytes()).map_err(|e| CliError::Usage(e.to_string()))
}

/// The console's web board on `listen`, served by a runtime of its own, its links signed
/// with [`console_key`].
fn serve_console(
    tables: &Arc<checkers_bot::table::Tables>,
    listen: std::net::SocketAddr,
    db: &Path,
) -> Result<
    (
        tokio::runtime::Runtime,
        checkers_bot::web::Web,
        Arc<checkers_bot::console::Inbox>,
        String,
    ),
    CliError,
> {
    use checkers_bot::web::{Limits, Web, WebConfig};
    let key = console_key(db)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(fail)?;
    let inbox = Arc::new(checkers_bot::console::Inbox::default());
    let config = WebConfig {
        listen,
        public_url: format!("http://{listen}"),
        key,
        activity: None,
        limits: Limits::default(),
        forwarded_for: false,
    };
    let server = Web::new(&config, Arc::clone(tables), inbox.clone());
    let bound = runtime
        .block_on(server.clone().spawn(listen))
        .map_err(|e| CliError::Usage(format!("--web {listen}: {e}")))?;
    if !bound.ip().is_loopback() {
        eprintln!("warning: --web {bound} is not a loopback address: anyone who reaches it plays your seat");
    }
    // Served on every address: this machine's own is the one to open here.
    let open = match bound.ip() {
        std::net::IpAddr::V4(ip) if ip.is_unspecified() => {
            std::net::SocketAddr::from(([127, 0, 0, 1], bound.port()))
        }
        std::net::IpAddr::V6(ip) if ip.is_unspecified() => {
            std::net::SocketAddr::from((std::net::Ipv6Addr::LOCALHOST, bound.port()))
        }
        _ => bound,
    };
    Ok((runtime, server, inbox, format!("http://{open}/")))
}

/// Why `--name` cannot be used, for the command line's error.
fn name_problem(problem: &checkers_bot::console::NameProblem) -> String {
    use checkers_bot::console::NameProblem;
    match problem {
        NameProblem::Blank => "--name takes a name that shows something".to_string(),
        NameProblem::TooLong(chars) => format!(
            "--name takes at most {} characters; this one has {chars}",
            checkers_bot::core::MAX_NAME
        ),
        NameProblem::Reserved(name) => format!(
            "--name: “{name}” is the name the bot gives a computer seat or a forgotten \
             player, so nobody could look you up by it; choose another"
        ),
    }
}

/// `engine`: the engine interface on standard input and output (src/engine.rs).
pub(crate) fn engine(args: &EngineArgs) -> CliResult {
    let max = checkers_bot::engine::MAX_TIME_MS;
    if args.time.is_some_and(|ms| !(1..=max).contains(&ms)) {
        return Err(CliError::Usage(format!(
            "--time takes 1 to {max} milliseconds"
        )));
    }
    let options = EngineOptions {
        level: args.level,
        time: args.time.map(std::time::Duration::from_millis),
        nodes: args.nodes,
        seed: args.seed,
    };
    let stdin = std::io::stdin();
    checkers_bot::engine::run(stdin.lock(), std::io::stdout().lock(), options).map_err(io_fail)
}

/// The options of `health`.
#[derive(clap::Args)]
pub(crate) struct HealthArgs {
    /// The bot's health page (`metrics_listen` and `/healthz`).
    #[arg(long, default_value = "http://127.0.0.1:9100/healthz")]
    url: String,
}

/// Longest wait for the health page's answer.
const HEALTH_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

/// `health`: asks a running bot's `/healthz`; exit 0 when it is ready, 1 (with the
/// page's reasons) when not or when it does not answer. For a container's health check,
/// where no HTTP client is installed.
pub(crate) fn health(args: &HealthArgs) -> CliResult {
    match url::Url::parse(&args.url) {
        Ok(url) if matches!(url.scheme(), "http" | "https") => {}
        _ => {
            return Err(CliError::Usage(format!(
                "--url takes the health page's whole address, such as \
                 http://127.0.0.1:9100/healthz, not `{}`",
                args.url
            )))
        }
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(io_fail)?;
    let url = args.url.clone();
    let asked = runtime.block_on(async move {
        let client = reqwest::Client::builder().timeout(HEALTH_WAIT).build()?;
        let response = client.get(&url).send().await?;
        let status = response.status();
        Ok::<_, reqwest::Error>((status, response.text().await?))
    });
    match asked {
        // The bot's page says `ok` and nothing else (src/discord/health.rs).
        Ok((status, body)) if status.is_success() && body.trim() == "ok" => Ok(()),
        Ok((status, _)) if status.is_success() => Err(CliError::Failed(format!(
            "{} answered {status}, but not as checkers-bot's health page does (with `ok` \
             and nothing else): is the path /healthz?",
            args.url
        ))),
        Ok((status, body)) => Err(CliError::Failed(format!(
            "not ready ({status}): {}",
            body.trim().replace('\n', "; ")
        ))),
        Err(e) => Err(CliError::Failed(format!(
            "{} does not answer: {}",
            args.url,
            checkers_bot::error_chain(&e)
        ))),
    }
}

/// The options of `reports`.
#[derive(clap::Args)]
pub(crate) struct ReportsArgs {
    /// The bot's database: a folder (sled; stop the bot first), or a `postgres://` URL;
    /// the bot's own default unless set.
    #[arg(long, env = "CHECKERS_DB", default_value = checkers_bot::discord::DEFAULT_DB)]
    db: PathBuf,
    /// How many of the newest reports to list (1 or more).
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..))]
    last: u32,
    /// Print this report in full, with the reported table record (JSON).
    #[arg(long)]
    show: Option<u64>,
}

/// `reports`: the newest reports, one a line (number, time in UTC, server, channel,
/// reporter, reason), or one in full as JSON (docs/operating.md, "Reports").
pub(crate) fn reports(args: &ReportsArgs) -> CliResult {
    // An existing database only: a folder that is not one is named, not made one.
    let url = args.db.to_string_lossy();
    let postgres = url.starts_with("postgres://") || url.starts_with("postgresql://");
    if !postgres && !args.db.join("conf").is_file() {
        return Err(CliError::Usage(format!(
            "{} is not a checkers-bot database folder",
            args.db.display()
        )));
    }
    let store = open_store(&args.db)?;
    let newest = match args.show {
        Some(_) => usize::MAX,
        None => usize::try_from(args.last).unwrap_or(usize::MAX),
    };
    let reports = store.reports(newest).map_err(CliError::Database)?;
    if let Some(id) = args.show {
        let report = reports
            .iter()
            .find(|r| r.id == id)
            .ok_or_else(|| CliError::Usage(format!("there is no report number {id}")))?;
        return say(serde_json::to_string_pretty(report).map_err(fail)?);
    }
    if reports.is_empty() {
        return say("no reports");
    }
    for r in &reports {
        let at = std::time::UNIX_EPOCH + std::time::Duration::from_secs(r.at);
        let at = humantime::format_rfc3339_seconds(at);
        say(format!(
            "#{} {at} server {} channel {} by {} ({}): {}",
            r.id,
            r.server,
            r.channel,
            r.name,
            r.reporter,
            if r.reason.is_empty() {
                "(no reason)"
            } else {
                &r.reason
            }
        ))?;
    }
    Ok(())
}
