//! Console mode: a local channel on stdin/stdout with the same commands and move text as
//! Discord. Board images are written as PNG files (`board-NNNN.png`), replays as GIF files
//! (`replay-NNNN.gif`, one numbering for both); a text board is printed too.
//! Works with piped standard input, so whole games can be scripted.

use std::collections::VecDeque;
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use crate::core::ascii_board_marked;
use crate::i18n::catalogue;
use crate::t;
use crate::table::ReplyKind;
use crate::table::{Command, FrontEnd, Reply, Tables, UnderWay, UnknownCommand, User};

/// The console's channel id.
pub const CHANNEL: u64 = 0;

/// Console options.
pub struct ConsoleOptions {
    /// Folder for board images.
    pub out: PathBuf,
    /// Name of the console's own player (`--name`), kept between runs; one name is one
    /// person in the console (their ratings and history follow it, `as NAME` is the same
    /// person). `None`: the name kept from the last run, else [`DEFAULT_NAME`]. When a
    /// person of the saved game has this name, the console starts as them; else, when the
    /// own player sits in the saved game under another name, their seat takes this one
    /// (the console says so). A name kept for computers and forgotten players is refused.
    pub name: Option<String>,
    /// Print the text board after each board image.
    pub ascii: bool,
    /// Echo each input line after the prompt (for piped input, so transcripts read well).
    pub echo: bool,
    /// Command lines run (and echoed) before reading input.
    pub setup: Vec<String>,
    /// Command lines that start the game asked for on the command line (`play
    /// --opponents`), run after [`ConsoleOptions::setup`]. When the channel has a lobby
    /// or a game in progress, that one is kept and goes on instead: the console says
    /// so, shows its board, and runs these lines only once the player ends it with
    /// `abort`. A finished game is replaced at once.
    pub new_game: Vec<String>,
    /// How often the turn clock is checked while the console waits for input (`None`:
    /// only when a line is typed). `play` checks every second.
    pub tick: Option<std::time::Duration>,
    /// The database may be used by other consoles at once (PostgreSQL; a sled folder is
    /// one process's): a `--name` not seated in the saved game is another person, never
    /// the own player renamed, and the other consoles' moves are shown as they come.
    pub shared: bool,
}

/// The first local player's name when neither `--name` nor a saved game gives one.
pub const DEFAULT_NAME: &str = "Player";

/// The console's person called `name`: one person per name in any case and width (`Ann`,
/// `ann` and `Ａｎｎ` are one), the same in every run, so their ratings, history and `forget-me` follow the
/// name whether it was given by `--name` or `as`. The id is the name's FNV-1a hash with the
/// top bit set, which no Discord user id has (snowflakes are below 2^63).
fn user_for(name: &str) -> User {
    let id = crate::core::narrow(name)
        .to_lowercase()
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        })
        | 1 << 63;
    console_user(id, name)
}

/// A local player of the console. Only the console's own player (see
/// [`ConsoleOptions::name`]) manages its channel ([`User::manager`], Discord's Manage
/// Channels): changes its defaults and may abort a game someone else opened; the local
/// players added with `as NAME` may not ([`managed_by`]).
fn console_user(id: u64, name: &str) -> User {
    User::new(id, name)
}

/// `user` as the console's channel knows them: its manager when they are its own
/// player `own`.
fn managed_by(user: User, own: u64) -> User {
    User {
        manager: user.id == own,
        ..user
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

/// The file for `reply`'s image number `n` (from 1): `board-NNNN.png`,
/// `replay-NNNN.gif`, or its own name numbered (`leaderboard-NNNN.png`,
/// `record-NNNN.txt`).
fn image_file(reply: &Reply, n: usize) -> Option<String> {
    let (stem, ext) = reply.attachment_name()?.rsplit_once('.')?;
    Some(format!("{stem}-{n:04}.{ext}"))
}

/// The names before the number of the files [`image_file`] writes.
const FILE_KINDS: [&str; 5] = ["board", "replay", "leaderboard", "profile", "record"];

/// The highest number of a file [`image_file`] names in `dir` (0 when none).
fn last_board_number(dir: &Path) -> usize {
    std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let (stem, _) = name.rsplit_once('.')?;
            let (kind, number) = stem.rsplit_once('-')?;
            FILE_KINDS.contains(&kind).then_some(())?;
            number.parse::<usize>().ok()
        })
        .max()
        .unwrap_or(0)
}

/// The longest line the console reads, in bytes: far above any command or move (a jump
/// chain through every hole of the board is under 400), so a longer line is a mistake.
/// It is refused unread and not echoed.
pub const MAX_LINE: usize = 4096;

/// What the console shows and who types: shared by the input loop and the clock.
struct Screen<'o, W> {
    out: &'o mut W,
    /// The local player typing now (in a hot seat, the person to move).
    user: User,
    /// The console's own player's id: the channel's manager ([`managed_by`]).
    own: u64,
    /// The people who type at this console (its own player, and those named with `as`):
    /// the prompt follows the turn among them only, never to another console's player.
    local: std::collections::BTreeSet<u64>,
    /// The table as this console last saw it ([`Tables::stored_now`]): a change beyond
    /// comes from another process on the same database, and is shown as it comes.
    seen: Option<crate::table::StoredNow>,
    /// Files written so far this run (numbering goes on from those in the folder).
    images: usize,
    first_image: usize,
}

impl<W: Write> Screen<'_, W> {
    fn show(
        &mut self,
        tables: &Tables,
        replies: &[Reply],
        opts: &ConsoleOptions,
    ) -> std::io::Result<()> {
        // The console has no direct messages (`notify` is refused here).
        let shown = replies
            .iter()
            .filter(|r| !matches!(r.kind, crate::table::ReplyKind::Direct { .. }));
        for reply in shown {
            let n = self.first_image + self.images;
            self.images += show(tables, self.out, reply, &opts.out, n, opts.ascii)?;
        }
        self.out.flush()
    }

    /// Plays what is due without a command: the computers' turns (answered before they
    /// think, [`Tables::set_think_later`]), then the turn clock. Returns whether anything
    /// was shown.
    /// `interrupting`: the prompt is out, so what is shown starts on a new line.
    fn catch_up(
        &mut self,
        tables: &Tables,
        opts: &ConsoleOptions,
        interrupting: bool,
    ) -> std::io::Result<bool> {
        let mut shown = false;
        // Each round plays a computers' turn or a timeout, so the game moves on; the
        // bound only keeps a fault from looping.
        for _ in 0..CATCH_UP_ROUNDS {
            let replies = tables.resume(CHANNEL);
            if replies.is_empty() {
                break;
            }
            if interrupting && !shown {
                writeln!(self.out)?;
            }
            self.show(tables, &replies, opts)?;
            shown = true;
        }
        // A rating season whose time is up ends, and its final leaderboard is shown.
        for (_, replies) in tables.end_seasons_of(self.user.server) {
            if interrupting && !shown {
                writeln!(self.out)?;
            }
            self.show(tables, &replies, opts)?;
            shown = true;
        }
        Ok(shown)
    }

    /// In a hot seat the prompt passes to the person whose turn it becomes, when that
    /// person types here (another console's player keeps their own prompt there).
    fn follow_turn(&mut self, tables: &Tables, before: Option<&crate::table::SeatedPerson>) {
        if let Some(p) = tables
            .person_to_move(CHANNEL)
            .filter(|p| Some(p) != before && self.local.contains(&p.id))
        {
            self.user = managed_by(console_user(p.id, &p.name), self.own);
        }
    }

    /// What another process on the same database did since this console last looked,
    /// shown as its own inputs are: the turns played (with the board), else how the table
    /// stands now for the one typing here (a game begun, a seat taken, a takeback asked, a
    /// game called off). Returns whether anything was shown.
    fn others_moves(
        &mut self,
        tables: &Tables,
        opts: &ConsoleOptions,
        interrupting: bool,
    ) -> std::io::Result<bool> {
        let now = tables.stored_now(CHANNEL);
        if now == self.seen {
            return Ok(false);
        }
        let before = std::mem::replace(&mut self.seen, now);
        let news = match (before.and_then(|s| s.game), now.and_then(|s| s.game)) {
            (Some((game, seen)), Some((now_game, turns))) if game == now_game && turns > seen => {
                tables.turns_since(CHANNEL, seen)
            }
            // A game begun elsewhere: its board and who is to move.
            (before, Some((now_game, _))) if before.map(|(g, _)| g) != Some(now_game) => {
                tables.handle(CHANNEL, &self.user, Command::Board)
            }
            // Anything else: how the table stands, and a takeback asked there.
            _ => {
                let mut news = tables.handle(CHANNEL, &self.user, Command::Status);
                news.extend(tables.open_takeback(CHANNEL));
                news
            }
        };
        if news.is_empty() {
            return Ok(false);
        }
        if interrupting {
            writeln!(self.out)?;
        }
        self.show(tables, &news, opts)?;
        Ok(true)
    }

    /// Marks what is stored now as seen (after this console's own input).
    fn mark_seen(&mut self, tables: &Tables) {
        self.seen = tables.stored_now(CHANNEL);
    }

    fn prompt(&mut self) -> std::io::Result<()> {
        write!(self.out, "{}> ", self.user.name)?;
        self.out.flush()
    }
}

/// Most rounds of [`Screen::catch_up`] after one input.
const CATCH_UP_ROUNDS: usize = 64;

/// What a move made on the web board says, waiting for the console to show it (its
/// clock shows it at its next tick): the console's [`crate::web::Publish`].
#[derive(Default)]
pub struct Inbox(Mutex<Vec<Reply>>);

impl crate::web::Publish for Inbox {
    fn publish(&self, _channel: u64, replies: Vec<Reply>, _view: Option<crate::table::TurnView>) {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .extend(replies);
    }
}

impl Inbox {
    fn take(&self) -> Vec<Reply> {
        std::mem::take(&mut *self.0.lock().unwrap_or_else(PoisonError::into_inner))
    }
}

/// The web board of a console (`play --web`): its server, and what moves made there say.
pub struct Served<'a> {
    /// The board's server: its `/` opens the console's own player's seat.
    pub web: &'a crate::web::Web,
    /// Where its moves' replies wait.
    pub inbox: &'a Inbox,
    /// The page's address, told at the start.
    pub address: String,
}

/// Runs the console until end of input or `quit`. Returns the number of images written.
///
/// The computers' turns are answered before they think, saying who is thinking. With
/// [`ConsoleOptions::tick`], the turn clock is kept while the console waits for input, so
/// a turn that runs out is told at once.
///
/// # Errors
/// I/O errors writing output or images.
pub fn run(
    tables: &Tables,
    input: impl BufRead,
    out: &mut (impl Write + Send),
    opts: &ConsoleOptions,
) -> std::io::Result<usize> {
    run_served(tables, input, out, opts, None)
}

/// [`run`] with the web board: its address is told at the start, `/` there opens the
/// console player's seat, and what a move made there says is shown at the clock's next
/// tick ([`ConsoleOptions::tick`]).
///
/// # Errors
/// As [`run`].
pub fn run_served(
    tables: &Tables,
    input: impl BufRead,
    out: &mut (impl Write + Send),
    opts: &ConsoleOptions,
    served: Option<&Served<'_>>,
) -> std::io::Result<usize> {
    // The answers talk about the console, and ask for typed words (not buttons).
    tables.set_front_end(FrontEnd::Console);
    create_folder(&opts.out)?;
    tables.set_think_later(true);
    // The console's own words follow the channel's language (`--lang`, or `defaults
    // language=…` typed here), as the table's posts do.
    let words = || catalogue(tables.public_language(CHANNEL, None));
    writeln!(out, "{}", t!(words(), "console-welcome"))?;
    let user = first_player(tables, opts, out)?;
    if let Some(served) = served {
        served.web.set_home(CHANNEL, user.clone());
        writeln!(
            out,
            "{}",
            t!(words(), "console-web", "address" => served.address.clone())
        )?;
    }
    let own = user.id;
    let mut screen = Screen {
        out,
        user: managed_by(user, own),
        own,
        local: std::iter::once(own).collect(),
        seen: None,
        images: 0,
        // Continue the numbering of boards already in the folder instead of overwriting them.
        first_image: last_board_number(&opts.out),
    };
    // First what becomes of a game kept here, then who is thinking when a stopped run
    // left a computer's turn: that turn is played now, and shown.
    let (mut queued, held, board) = first_lines(tables, opts, screen.out)?;
    if let Some(thinking) = tables.thinking(CHANNEL) {
        writeln!(screen.out, "{thinking}")?;
        screen.out.flush()?;
    }
    let resumed = screen.catch_up(tables, opts, false)?;
    screen.mark_seen(tables);
    // The saved game's board and who is to move, unless the computers' turns just
    // played showed them.
    queued.extend(board.filter(|_| !resumed));
    screen.prompt()?;
    let screen = Mutex::new(screen);
    std::thread::scope(|scope| {
        let (stop, stopped) = std::sync::mpsc::channel::<()>();
        let clock = opts.tick.map(|every| {
            let screen = &screen;
            scope.spawn(move || -> std::io::Result<()> {
                while let Err(std::sync::mpsc::RecvTimeoutError::Timeout) =
                    stopped.recv_timeout(every)
                {
                    let mut screen = screen.lock().unwrap_or_else(PoisonError::into_inner);
                    let to_move = tables.person_to_move(CHANNEL);
                    let from_web = served.map(|s| s.inbox.take()).unwrap_or_default();
                    if !from_web.is_empty() {
                        writeln!(screen.out)?;
                        screen.show(tables, &from_web, opts)?;
                    }
                    let caught_up = screen.catch_up(tables, opts, from_web.is_empty())?;
                    let others = !caught_up
                        && from_web.is_empty()
                        && screen.others_moves(tables, opts, true)?;
                    if caught_up || others || !from_web.is_empty() {
                        screen.mark_seen(tables);
                        // After another process's change, the turn may have come to a
                        // person who types here whoever was to move a moment ago.
                        let before = if others { None } else { to_move.as_ref() };
                        screen.follow_turn(tables, before);
                        screen.prompt()?;
                    }
                }
                Ok(())
            })
        });
        let read = read_loop(tables, input, &screen, opts, queued, held);
        drop(stop);
        let clock = clock.map_or(Ok(()), |c| c.join().unwrap_or(Ok(())));
        read.and(clock)
    })?;
    let screen = screen.into_inner().unwrap_or_else(PoisonError::into_inner);
    tables.flush().map_err(|e| store_failed(&e))?;
    Ok(screen.images)
}

/// Reads and runs input lines until its end or `quit`.
fn read_loop<W: Write>(
    tables: &Tables,
    mut input: impl BufRead,
    screen: &Mutex<Screen<'_, W>>,
    opts: &ConsoleOptions,
    mut queued: VecDeque<String>,
    mut held: Vec<String>,
) -> std::io::Result<()> {
    let words = || catalogue(tables.public_language(CHANNEL, None));
    let mut buf = Vec::new();
    loop {
        // Lines the console runs itself come first, echoed. Typed lines are read as bytes:
        // a line that is not UTF-8 is shown with replacement characters (and refused as a
        // command) instead of ending the session; one over [`MAX_LINE`] is refused unread.
        let (line, echo) = match queued.pop_front() {
            Some(line) => (Some(line), true),
            None => match crate::lines::read_line(&mut input, MAX_LINE, &mut buf)? {
                crate::lines::Line::End => break,
                crate::lines::Line::Read => (
                    Some(
                        String::from_utf8_lossy(buf.strip_suffix(b"\n").unwrap_or(&buf))
                            .into_owned(),
                    ),
                    opts.echo,
                ),
                crate::lines::Line::TooLong => (None, false),
            },
        };
        let mut screen = screen.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(line) = line else {
            writeln!(
                screen.out,
                "{}",
                t!(words(), "console-line-too-long", "max" => MAX_LINE)
            )?;
            screen.prompt()?;
            continue;
        };
        // Control and invisible characters never reach the terminal (no escape sequences,
        // no right-to-left overrides in a name); a byte-order mark at the start of a
        // script is one of them. Tabs become spaces.
        let line = crate::core::visible(&line);
        let text = line.trim();
        if echo {
            writeln!(screen.out, "{text}")?;
        }
        // `quit` (or `exit`), with anything after it (`quit now`).
        let first = text.split_whitespace().next().unwrap_or_default();
        if first.eq_ignore_ascii_case("quit") || first.eq_ignore_ascii_case("exit") {
            break;
        }
        let lower = text.to_ascii_lowercase();
        if lower == "as" || lower.starts_with("as ") {
            let name = local_name(&text[2..]);
            let answer = as_refusal(&name, words()).unwrap_or_else(|| {
                screen.user = managed_by(named(tables, &name), screen.own);
                let id = screen.user.id;
                screen.local.insert(id);
                t!(words(), "console-you-are", "name" => screen.user.name.clone())
            });
            writeln!(screen.out, "{answer}")?;
            screen.prompt()?;
            continue;
        }
        // Another process's moves since the last look come first.
        screen.others_moves(tables, opts, false)?;
        let to_move = tables.person_to_move(CHANNEL);
        let user = screen.user.clone();
        let replies = replies(tables, &user, text);
        screen.show(tables, &replies, opts)?;
        // The computers think now, after their turn was announced.
        screen.catch_up(tables, opts, false)?;
        screen.mark_seen(tables);
        screen.follow_turn(tables, to_move.as_ref());
        // The kept game ended by `abort`: the game asked for starts now.
        if !held.is_empty()
            && matches!(Command::parse(text), Ok(Some(Command::Abort { .. })))
            && tables.under_way(CHANNEL).is_none()
        {
            queued.extend(held.drain(..));
        }
        screen.prompt()?;
    }
    Ok(())
}

/// The lines the console runs before reading input, the lines it holds back until a
/// kept game is aborted (see [`ConsoleOptions::new_game`]; it says why it holds them),
/// and the command that shows a game under way here (run unless something showed it).
fn first_lines(
    tables: &Tables,
    opts: &ConsoleOptions,
    out: &mut impl Write,
) -> std::io::Result<(VecDeque<String>, Vec<String>, Option<String>)> {
    let mut queued: VecDeque<String> = opts.setup.iter().cloned().collect();
    let under_way = tables.under_way(CHANNEL);
    let words = catalogue(tables.public_language(CHANNEL, None));
    let board = matches!(under_way, Some(UnderWay::Game { .. })).then(|| t!(words, "cmd-board"));
    if opts.new_game.is_empty() {
        // A saved game goes on where it was.
        return Ok((queued, Vec::new(), board));
    }
    let notice = match under_way {
        None => {
            queued.extend(opts.new_game.iter().cloned());
            return Ok((queued, Vec::new(), None));
        }
        Some(UnderWay::Lobby { creator }) => {
            t!(words, "console-kept-lobby", "name" => crate::table::safe(&creator))
        }
        Some(UnderWay::Game { number }) => t!(words, "console-kept-game", "number" => number),
    };
    writeln!(out, "{notice}")?;
    Ok((queued, opts.new_game.clone(), Some(t!(words, "cmd-board"))))
}

/// The replies to one typed line (not `as`, not `quit`).
fn replies(tables: &Tables, user: &User, text: &str) -> Vec<Reply> {
    let words = || catalogue(tables.public_language(CHANNEL, None));
    let say = |text: String| vec![Reply::private(text)];
    match Command::parse(text) {
        Ok(None) => Vec::new(),
        Ok(Some(Command::Help(topic))) => {
            let mut replies = tables.handle(CHANNEL, user, Command::Help(topic));
            replies.push(Reply::private(t!(words(), "console-help")));
            replies
        }
        Ok(Some(cmd)) => tables.handle(CHANNEL, user, cmd),
        Err(UnknownCommand::Level) => say(t!(words(), "console-unknown-level")),
        Err(UnknownCommand::Command) => say(t!(words(), "console-unknown")),
        Err(UnknownCommand::Suggest { word, command }) => {
            // The command as this language names it (`quit` is the console's own word).
            let name = match command {
                "quit" => command.to_string(),
                command => t!(words(), &format!("cmd-{command}")),
            };
            say(t!(words(), "console-unknown-suggest",
                "word" => crate::table::safe(&word), "command" => name))
        }
        Err(UnknownCommand::Setting(word)) => say(t!(words(), "console-setting-word",
            "word" => crate::table::safe(&word))),
        Err(UnknownCommand::Armies) => say(t!(words(), "err-armies")),
        Err(UnknownCommand::HelpTopic(word)) => say(t!(words(), "console-help-topic",
            "word" => crate::table::safe(&word))),
        Err(UnknownCommand::Players(_)) => say(t!(words(), "err-players")),
        Err(UnknownCommand::NotAHole(word)) => say(t!(words(), "err-not-a-hole",
            "input" => crate::table::safe(&word))),
        Err(UnknownCommand::MoveUsage) => say(t!(words(), "console-move-usage")),
        Err(UnknownCommand::Extra(command)) => {
            say(t!(words(), "console-extra-words", "command" => command))
        }
        Err(UnknownCommand::Takeback) => say(t!(words(), "console-takeback-usage")),
        Err(UnknownCommand::GameId(word)) => say(t!(words(), "err-game-id",
            "input" => crate::table::safe(&word))),
        Err(UnknownCommand::GameUsage(command)) => {
            say(t!(words(), "console-game-usage", "command" => command))
        }
        Err(UnknownCommand::Page(word)) => say(t!(words(), "err-page",
            "input" => crate::table::safe(&word))),
        Err(UnknownCommand::Season(word)) => say(t!(words(), "err-season-number",
            "input" => crate::table::safe(&word))),
        Err(UnknownCommand::MovesWord(word)) => say(t!(words(), "console-moves-word",
            "word" => crate::table::safe(&word))),
        Err(
            UnknownCommand::NotifyUsage | UnknownCommand::FollowUsage | UnknownCommand::DigestUsage,
        ) => say(t!(words(), "err-no-direct-messages")),
        Err(UnknownCommand::SeekUsage) => say(t!(words(), "err-nobody-to-seek")),
        Err(UnknownCommand::ChallengeUsage) => say(t!(words(), "err-nobody-to-challenge")),
        Err(UnknownCommand::BlockUsage) => say(t!(words(), "err-nobody-to-block")),
        Err(UnknownCommand::SoloWord(word)) => say(t!(words(), "console-solo-word",
            "word" => crate::table::safe(&word))),
        Err(UnknownCommand::LoneHole(hole)) => {
            // Where the peg there can go, as `moves` says it, when there is one to ask about.
            let note = t!(words(), "console-lone-hole", "hole" => hole.clone());
            say(match tables.reach_text(CHANNEL, user, &hole) {
                Some(reach) => format!("{note}\n{reach}"),
                None => note,
            })
        }
    }
}

/// A store error as the console's error: a short sentence ([`crate::store::StoreError::reason`]).
fn store_failed(e: &crate::store::StoreError) -> std::io::Error {
    std::io::Error::other(format!("the database failed: {}", e.reason()))
}

/// A local player's name as typed (`as NAME`, `--name`): invisible characters dropped,
/// runs of spaces as one (as the table stores names); empty when nothing of it shows.
/// [`usable_name`] says whether it can be used.
fn local_name(text: &str) -> String {
    let name = crate::core::single_spaced(&crate::core::visible(text));
    if crate::core::shows_nothing(&name) {
        // A name that shows nothing is no name.
        return String::new();
    }
    name
}

/// Why a name cannot be a local player's (see [`usable_name`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameProblem {
    /// Nothing of it shows (`--name ""`, spaces, invisible characters).
    Blank,
    /// Longer than [`crate::core::MAX_NAME`] characters: how many it has.
    TooLong(usize),
    /// The name the bot gives a computer seat or a forgotten player
    /// ([`crate::table::reserved_name`]).
    Reserved(String),
}

/// `text` as a local player's name (`--name`, `as NAME`): as [`local_name`] writes it,
/// unless nothing of it shows, it is longer than [`crate::core::MAX_NAME`] characters
/// (never cut without a word), or it is kept for computers and forgotten players.
///
/// # Errors
/// The [`NameProblem`].
pub fn usable_name(text: &str) -> Result<String, NameProblem> {
    let name = local_name(text);
    let chars = name.chars().count();
    if name.is_empty() {
        Err(NameProblem::Blank)
    } else if chars > crate::core::MAX_NAME {
        Err(NameProblem::TooLong(chars))
    } else if crate::table::reserved_name(&name) {
        Err(NameProblem::Reserved(name))
    } else {
        Ok(name)
    }
}

/// A name that cannot be used, said in `words` (`as`: the blank one is `as` alone).
fn name_refusal(problem: &NameProblem, words: &crate::i18n::Catalogue) -> String {
    match problem {
        NameProblem::Blank => t!(words, "console-as-usage"),
        NameProblem::TooLong(chars) => t!(words, "console-name-long",
            "max" => crate::core::MAX_NAME, "count" => *chars),
        NameProblem::Reserved(name) => t!(words, "console-name-reserved", "name" => name.as_str()),
    }
}

/// Why `as NAME` cannot make `name` the local player, if it cannot: a name that cannot be
/// used ([`usable_name`]), or a name followed by a command (`as Ben takeback accept`),
/// which `as` would take whole as a name.
fn as_refusal(name: &str, words: &crate::i18n::Catalogue) -> Option<String> {
    if let Err(problem) = usable_name(name) {
        return Some(name_refusal(&problem, words));
    }
    let split: Vec<&str> = name.split_whitespace().collect();
    (1..split.len()).find_map(|i| {
        let command = split[i..].join(" ");
        matches!(Command::parse(&command), Ok(Some(_))).then(|| {
            t!(words, "console-as-command", "name" => split[..i].join(" "),
                "command" => command)
        })
    })
}

/// The local player called `name`: the person seated under that name (in any case),
/// else the console's person of that name ([`user_for`]).
fn named(tables: &Tables, name: &str) -> User {
    match tables.person_named(CHANNEL, name) {
        Some(p) => console_user(p.id, &p.name),
        None => user_for(name),
    }
}

/// The user id of the console's own player in a table saved before the console kept
/// its own player's name ([`ChannelSetting::ConsolePlayer`]): that player was always 1.
const LEGACY_OWN_ID: u64 = 1;

/// Who types first (see [`ConsoleOptions::name`]): the console's own player, whose name
/// it keeps between runs. A name kept for computers and forgotten players is refused
/// (said), and the console starts as if none was given.
fn first_player(
    tables: &Tables,
    opts: &ConsoleOptions,
    out: &mut impl Write,
) -> std::io::Result<User> {
    let words = catalogue(tables.public_language(CHANNEL, None));
    let kept = tables
        .console_player(CHANNEL)
        .map_err(|e| store_failed(&e))?;
    // The own player's seat in the saved game, if they sit there.
    let own_id = kept.as_deref().map_or(LEGACY_OWN_ID, |n| user_for(n).id);
    let own_seat = tables.people(CHANNEL).into_iter().find(|p| p.id == own_id);
    // A name that cannot be used is said (the command line refuses it before), and the
    // console starts as if none was given.
    let given = match opts.name.as_deref().map(usable_name) {
        Some(Ok(name)) => Some(name),
        Some(Err(NameProblem::Blank)) | None => None,
        Some(Err(problem)) => {
            writeln!(out, "{}", name_refusal(&problem, words))?;
            None
        }
    };
    let user = match given {
        None => match (own_seat, kept) {
            (Some(p), _) => console_user(p.id, &p.name),
            (None, Some(name)) => user_for(&name),
            (None, None) => user_for(DEFAULT_NAME),
        },
        Some(name) if tables.person_named(CHANNEL, &name).is_some() => named(tables, &name),
        Some(name) => {
            let user = user_for(&name);
            // Seated in the saved game under another name: the seat takes this one (on a
            // database of this console's alone: on a shared one, the seat may be
            // another console's player). A damaged record is reported by the first
            // command.
            if let Some(p) = own_seat.filter(|_| !opts.shared) {
                if let Ok(Some(old)) = tables.reseat(CHANNEL, p.id, &user) {
                    let line = t!(words, "console-renamed", "old" => old, "name" => name);
                    writeln!(out, "{line}")?;
                }
            }
            user
        }
    };
    tables
        .keep_console_player(CHANNEL, &user)
        .map_err(|e| store_failed(&e))?;
    Ok(user)
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
        writeln!(out, "{}", ascii_board_marked(board, &reply.marks))?;
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
    // A game record names the file written in the command that draws it.
    let id = match (reply.kind, reply.image_extension()) {
        (ReplyKind::Replay, _) => "console-replay-file",
        (ReplyKind::File, Some("txt")) => "console-record-file",
        (ReplyKind::File, _) => "console-file",
        _ => "console-board-file",
    };
    let words = catalogue(tables.public_language(CHANNEL, None));
    let file = path.display().to_string();
    writeln!(out, "{}", t!(words, id, "path" => file))?;
    // What the image shows, in words, as Discord's alt text says it.
    if let Some(description) = &reply.description {
        writeln!(out, "  ({description})")?;
    }
    Ok(1)
}
