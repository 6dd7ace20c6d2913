//! Console mode: a local channel on stdin/stdout with the same commands and move text as
//! Discord. Board images are written as PNG files (`board-NNNN.png`), replays as GIF files
//! (`replay-NNNN.gif`, one numbering for both); a text board is printed too.
//! Works with piped standard input, so whole games can be scripted.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

use crate::core::ascii_board;
use crate::i18n::catalogue;
use crate::t;
use crate::table::{Command, Reply, Tables, UnknownCommand, User};

/// The console's channel id.
pub const CHANNEL: u64 = 0;

/// Console options.
pub struct ConsoleOptions {
    /// Folder for board images.
    pub out: PathBuf,
    /// Name of the first local player.
    pub name: String,
    /// Print the text board after each board image.
    pub ascii: bool,
    /// Echo each input line after the prompt (for piped input, so transcripts read well).
    pub echo: bool,
    /// Command lines run (and echoed) before reading input, e.g. to set up a game.
    pub setup: Vec<String>,
}

fn user_for(name: &str) -> User {
    // Stable small ids per local name: the first player is 1, others hash.
    let id = if name.is_empty() {
        1
    } else {
        name.bytes().fold(1469598103934665603u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(1099511628211)
        }) | 1 << 63
    };
    console_user(id, name)
}

/// Whoever types at the terminal owns its one channel, so may change its defaults and
/// abort its games (Discord's Manage Channels).
fn console_user(id: u64, name: &str) -> User {
    User {
        manager: true,
        ..User::new(id, name)
    }
}

/// Creates folder `dir` and its parents when missing. The error names the folder, and the
/// file in the way when a file has its name or a parent's (`boards is a file, not a
/// folder`) instead of the system's bare "File exists".
///
/// # Errors
/// The I/O error of creating the folder, with that text.
pub fn create_folder(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir).map_err(|e| {
        let why = match dir.ancestors().find(|a| a.is_file()) {
            Some(file) => format!("{} is a file, not a folder", file.display()),
            None => e.to_string(),
        };
        std::io::Error::new(
            e.kind(),
            format!("cannot create the folder {}: {why}", dir.display()),
        )
    })
}

/// The image file for `reply`'s image number `n` (from 1): `board-NNNN.png` or
/// `replay-NNNN.gif`.
fn image_file(reply: &Reply, n: usize) -> Option<String> {
    let ext = reply.image_extension()?;
    let stem = if ext == "gif" { "replay" } else { "board" };
    Some(format!("{stem}-{n:04}.{ext}"))
}

/// The highest `board-NNNN.png` or `replay-NNNN.gif` number in `dir` (0 when none).
fn last_board_number(dir: &Path) -> usize {
    std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let number = match name.strip_prefix("board-") {
                Some(rest) => rest.strip_suffix(".png")?,
                None => name.strip_prefix("replay-")?.strip_suffix(".gif")?,
            };
            number.parse::<usize>().ok()
        })
        .max()
        .unwrap_or(0)
}

/// Runs the console until end of input or `quit`. Returns the number of images written.
///
/// # Errors
/// I/O errors writing output or images.
pub fn run(
    tables: &Tables,
    input: impl BufRead,
    out: &mut impl Write,
    opts: &ConsoleOptions,
) -> std::io::Result<usize> {
    create_folder(&opts.out)?;
    let mut user = console_user(1, &opts.name);
    // Continue the numbering of boards already in the folder instead of overwriting them.
    let first_image = last_board_number(&opts.out);
    let mut images = 0usize;
    // The console's own words follow the channel's language (`--lang`, or `defaults
    // language=…` typed here), as the table's posts do.
    let words = || catalogue(tables.public_language(CHANNEL, None));
    writeln!(out, "{}", t!(words(), "console-welcome"))?;
    prompt(tables, out, &user)?;
    let setup = opts
        .setup
        .iter()
        .map(|l| Ok((l.clone().into_bytes(), true)));
    // Lines are read as bytes: a line that is not UTF-8 is shown with replacement
    // characters (and refused as a command) instead of ending the session.
    let typed = input.split(b'\n').map(|l| l.map(|l| (l, opts.echo)));
    for line in setup.chain(typed) {
        let (line, echo) = line?;
        let line = String::from_utf8_lossy(&line);
        // Control and invisible characters never reach the terminal (no escape sequences,
        // no right-to-left overrides in a name); a byte-order mark at the start of a
        // script is one of them. Tabs become spaces.
        let line = crate::core::visible(&line);
        let text = line.trim();
        if echo {
            writeln!(out, "{text}")?;
        }
        if text.eq_ignore_ascii_case("quit") || text.eq_ignore_ascii_case("exit") {
            break;
        }
        let lower = text.to_ascii_lowercase();
        if lower == "as" || lower.starts_with("as ") {
            let name: String = text[2..]
                .trim()
                .chars()
                .take(crate::core::MAX_NAME)
                .collect();
            if name.is_empty() {
                writeln!(out, "{}", t!(words(), "console-as-usage"))?;
            } else {
                user = if name == opts.name {
                    console_user(1, &name)
                } else {
                    user_for(&name)
                };
                writeln!(out, "{}", t!(words(), "console-you-are", "name" => name))?;
            }
            prompt(tables, out, &user)?;
            continue;
        }
        let replies = match Command::parse(text) {
            Ok(None) => Vec::new(),
            Ok(Some(Command::Help)) => {
                let mut replies = tables.handle(CHANNEL, &user, Command::Help);
                replies.push(Reply::private(t!(words(), "console-help")));
                replies
            }
            Ok(Some(cmd)) => tables.handle(CHANNEL, &user, cmd),
            Err(UnknownCommand::Level) => {
                vec![Reply::private(t!(words(), "console-unknown-level"))]
            }
            Err(UnknownCommand::Command) => vec![Reply::private(t!(words(), "console-unknown"))],
            Err(UnknownCommand::Players(_)) => vec![Reply::private(t!(words(), "err-players"))],
            Err(UnknownCommand::NotAHole(word)) => vec![Reply::private(
                t!(words(), "err-not-a-hole", "input" => crate::table::safe(&word)),
            )],
            Err(UnknownCommand::MoveUsage) => {
                vec![Reply::private(t!(words(), "console-move-usage"))]
            }
            Err(UnknownCommand::Extra(command)) => vec![Reply::private(
                t!(words(), "console-extra-words", "command" => command),
            )],
        };
        for reply in replies {
            images += show(
                tables,
                out,
                &reply,
                &opts.out,
                first_image + images,
                opts.ascii,
            )?;
        }
        prompt(tables, out, &user)?;
    }
    tables.store().flush().map_err(std::io::Error::other)?;
    Ok(images)
}

fn prompt(_tables: &Tables, out: &mut impl Write, user: &User) -> std::io::Result<()> {
    write!(out, "{}> ", user.name)?;
    out.flush()
}

fn show(
    tables: &Tables,
    out: &mut impl Write,
    reply: &Reply,
    dir: &Path,
    n: usize,
    ascii: bool,
) -> std::io::Result<usize> {
    // The player to move is named in plain text; bold marks are dropped.
    writeln!(out, "{}", reply.text.replace("**", ""))?;
    let (Some(image), Some(file)) = (&reply.image, image_file(reply, n + 1)) else {
        return Ok(0);
    };
    if let (true, Some(board)) = (ascii, &reply.board) {
        writeln!(out, "{}", ascii_board(board))?;
    }
    let path = dir.join(file);
    // The folder is made again if it was removed during the game. A board that cannot be
    // written is reported, naming the file, and the game goes on (its moves are saved).
    let written = create_folder(dir).and_then(|()| {
        std::fs::write(&path, image).map_err(|e| {
            std::io::Error::new(e.kind(), format!("cannot write {}: {e}", path.display()))
        })
    });
    if let Err(e) = written {
        let words = catalogue(tables.public_language(CHANNEL, None));
        writeln!(
            out,
            "{}",
            t!(words, "console-image-failed", "error" => e.to_string())
        )?;
        return Ok(0);
    }
    let id = if Reply::is_gif(image) {
        "console-replay-file"
    } else {
        "console-board-file"
    };
    let words = catalogue(tables.public_language(CHANNEL, None));
    let file = path.display().to_string();
    writeln!(out, "{}", t!(words, id, "path" => file))?;
    Ok(1)
}
