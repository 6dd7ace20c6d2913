//! The subcommands of the binary, each its options and what it runs (`src/main.rs`
//! parses the command line and calls one): `serve.rs` the programs that answer (`bot`,
//! `play`, `engine`), `games.rs` the game tools (`demo`, `perft`, `render`), `runs.rs`
//! the long runs (`arena`, `ladder`, `load`, `migrate`). Here: their errors, standard
//! output and the files they write.

use std::io::Write;
use std::path::Path;

use checkers_bot::store::StoreError;

mod games;
mod runs;
mod serve;

pub(crate) use games::{demo, perft, render, DemoArgs, PerftArgs, RenderArgs};
pub(crate) use runs::{arena, ladder, load, migrate, ArenaArgs, LadderArgs, LoadArgs, MigrateArgs};
pub(crate) use serve::{
    bot, engine, health, play, reports, EngineArgs, HealthArgs, PlayArgs, ReportsArgs,
};

/// Why a subcommand failed: the message `error: …` prints, and the exit code that tells
/// scripts and service managers which kind of failure it was.
#[derive(Debug, thiserror::Error)]
pub(crate) enum CliError {
    /// The command line asks for what cannot be (an option's value out of range, files
    /// of the wrong kind): exit code 2.
    #[error("{0}")]
    Usage(String),
    /// The database cannot be opened: in use by another process, damaged, a folder that
    /// cannot be made or written, a server that does not answer or refuses
    /// (docs/operating.md "Damaged or locked database"): exit code 3.
    #[error(transparent)]
    Database(StoreError),
    /// Anything else that failed, with its causes: exit code 1.
    #[error("{0}")]
    Failed(String),
}

impl CliError {
    /// The process's exit code for this error.
    pub(crate) fn exit_code(&self) -> u8 {
        match self {
            CliError::Usage(_) => 2,
            CliError::Database(_) => 3,
            CliError::Failed(_) => 1,
        }
    }
}

/// What a subcommand returns.
pub(crate) type CliResult = Result<(), CliError>;

/// A failure (exit code 1) with the error and its causes (`cannot create x: permission
/// denied`).
pub(crate) fn fail(e: impl Into<Box<dyn std::error::Error>>) -> CliError {
    CliError::Failed(checkers_bot::error_chain(e.into().as_ref()))
}

/// A value on the command line that does not parse (a seat list, house rules): exit
/// code 2, like the values clap refuses itself.
pub(crate) fn usage(e: impl std::fmt::Display) -> CliError {
    CliError::Usage(e.to_string())
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
