//! Table commands as text (console mode and tests) and their parsed form.

use std::fmt;

use super::keys::{english_key, english_value};
use super::solo::SoloView;
use crate::ai::Level;

/// A person issuing commands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    /// Platform user id (Discord snowflake; the console uses small numbers).
    pub id: u64,
    /// Display name (bounded when stored).
    pub name: String,
    /// Whether the platform says this user may manage the channel (abort any game).
    pub manager: bool,
    /// The user's language (Discord locale such as `it` or `pt-BR`), for private replies.
    pub locale: Option<String>,
    /// The server (Discord guild id) the command came from; in a Discord direct message
    /// the direct message channel's id (each is its own place); 0 in the console: a new
    /// game's ratings count there, and `leaderboard`, `profile` and `history` answer for
    /// it.
    pub server: u64,
    /// Whether the channel is seen by only some of the server's members (a Discord
    /// private thread): a game opened there is kept as private, shown only in that
    /// channel. False in the console.
    pub private: bool,
}

impl User {
    /// A user without special permissions.
    #[must_use]
    pub fn new(id: u64, name: impl Into<String>) -> User {
        User {
            id,
            name: name.into(),
            manager: false,
            locale: None,
            server: 0,
            private: false,
        }
    }
}

/// One command to a channel's table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Open a lobby for `players` seats; the creator takes seat 1.
    New {
        /// 2, 3, 4 or 6.
        players: usize,
        /// Armies per player: 1, or 2 (3 players) or 3 (2 players) for the variants.
        armies: usize,
        /// House rules as `key=value` (`preset=NAME` first), over the channel's defaults;
        /// also `variant=capture` for the capture game (docs/rules.md §6).
        settings: Vec<(String, String)>,
    },
    /// Show the house rules of the game, or the channel's defaults.
    Rules,
    /// Change the channel's default house rules (Manage Channels).
    Defaults {
        /// `key=value` pairs (`preset=NAME` first).
        settings: Vec<(String, String)>,
    },
    /// Take a free seat.
    Join,
    /// Give up a seat before the start (during a game: resign).
    Leave,
    /// Seat a computer player at a level (`add-computer` alone: [`Level::default`],
    /// `medium`).
    AddComputer(Level),
    /// Begin the game (creator, all seats filled).
    Start,
    /// Play a move written in hole notation.
    Move(String),
    /// Show the board.
    Board,
    /// Show, privately, every hole the peg on a hole can reach (any peg, asked by anyone):
    /// `moves d2`, or `moves d2 chains` to draw the jump chain to each.
    Moves {
        /// The hole as typed (checked by the table, which answers bad input).
        hole: String,
        /// Also draw the shortest jump chain to every hole reached by hopping.
        chains: bool,
    },
    /// The whole game so far (or the finished game, until the next `new`) as an animated
    /// GIF, one frame per move.
    Replay,
    /// Give up; the computer plays the seat on.
    Resign,
    /// End the game (creator or a channel manager).
    Abort,
    /// Seats, turn and pegs home, as text.
    Status,
    /// The help text.
    Help,
    /// The server's latest kept games, newest first, [`super::HISTORY_PAGE`] a page
    /// (`history`, `history Bob`, `history Bob 2`): id, date, players, result, moves,
    /// rated or casual.
    History {
        /// Only the games of this person. A typed name may end with the page
        /// (`Bob 2`): the table reads the number as the page when nobody is called by
        /// the whole name (`Agent 47` stays a name when someone is called so).
        who: Option<Who>,
        /// The page, 1-based.
        page: usize,
    },
    /// The server's top 10 by rating and the asker's place (`leaderboard`).
    Leaderboard,
    /// A person's rating, games, wins and average place (`profile [name]`; the asker's
    /// own without a name).
    Profile(Option<Who>),
    /// Deletes the asker's ratings and replaces their name in kept games by "a former
    /// player": `forget-me` only asks whether they are sure (nothing changes), `forget-me
    /// confirm` does it.
    ForgetMe {
        /// Whether the asker confirmed (`forget-me confirm`, Discord's Confirm button).
        confirmed: bool,
    },
    /// A kept game as an animated GIF, one frame per move (`replay <id>`, the id
    /// `history` shows), also after its channel started a new game.
    ReplayGame(u64),
    /// A kept game's record as a text file in the form `render --record` reads
    /// (`record <id>`).
    Record(u64),
    /// Ask to take back your last move, and the computers' replies after it
    /// (`takeback`): the other people accept or decline.
    Takeback,
    /// Accept or decline the open request to take a move back (`takeback accept`,
    /// `takeback decline`; Discord's buttons).
    TakebackAnswer {
        /// Accept (else decline).
        accept: bool,
        /// The request answered (a button names it); `None`: the one open now.
        request: Option<u64>,
    },
    /// The move the computer would play for you, shown to you only (`hint`).
    Hint,
    /// The solitaire challenge (docs/rules.md §9): `solo` starts a crossing, `solo board`
    /// shows the server's best crossings, `solo computer` the computer's own crossing as
    /// a replay.
    Solo(SoloView),
}

/// A person named in a command: by user id (a Discord user option, with the name it
/// shows) or by the name they played under (the console's local names).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Who {
    /// A user id and their display name.
    Id(u64, String),
    /// A name as typed (matched without regard to case).
    Name(String),
}

/// Why command text was not understood, as precisely as the text allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UnknownCommand {
    /// Neither a command nor a move.
    Command,
    /// `add-computer` followed by a word that is not a level.
    Level,
    /// `new` followed by a word that is not a number of players (`new two`, `new -2`).
    Players(String),
    /// Text shaped like a move with a word that is not a hole (`d1 e99`): the word.
    NotAHole(String),
    /// `move` without the holes.
    MoveUsage,
    /// A command that takes nothing, with words after it (`status now`): the command.
    Extra(&'static str),
    /// `takeback` followed by a word that is neither accept nor decline.
    Takeback,
    /// `replay` or `record` followed by a word that is not a game id (`record abc`).
    GameId(String),
    /// `record` without a game id or with more words after it, `replay` with more than
    /// one: the command.
    GameUsage(&'static str),
    /// `history` ending in a number that is no page (`history -1`, `history 0`, a number
    /// past [`super::MAX_HISTORY_PAGE`]): the word.
    Page(String),
    /// `moves` with a word it does not take (`moves d2 chainz`): the word. `moves` takes a
    /// hole, and `chains` (in any language) to draw the jump chains.
    MovesWord(String),
    /// One hole alone (`d2`), which is no move: the hole as the bot writes it.
    LoneHole(String),
}

impl fmt::Display for UnknownCommand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UnknownCommand::Command => f.write_str("unknown command; type `help`"),
            UnknownCommand::Level => f.write_str("computer levels are easy, medium and hard"),
            UnknownCommand::Players(w) => write!(f, "`new` takes 2 to 6 players, not `{w}`"),
            UnknownCommand::NotAHole(w) => write!(f, "`{w}` is not a hole"),
            UnknownCommand::MoveUsage => f.write_str("write the holes after `move`"),
            UnknownCommand::Extra(c) => write!(f, "`{c}` takes nothing after it"),
            UnknownCommand::Takeback => f.write_str(
                "`takeback` alone asks; `takeback accept` or `takeback decline` answers",
            ),
            UnknownCommand::GameId(w) => write!(f, "`{w}` is not a game id"),
            UnknownCommand::GameUsage(c) => write!(f, "`{c}` takes one game id"),
            UnknownCommand::Page(w) => write!(f, "`{w}` is not a page"),
            UnknownCommand::MovesWord(w) => write!(f, "`{w}` is not understood after `moves`"),
            UnknownCommand::LoneHole(h) => write!(f, "`{h}` alone is not a move"),
        }
    }
}

impl Command {
    /// Parses a command line such as `new 3`, `add-computer hard`, `move d2 e7` or a bare move
    /// `d2 e7`. Returns `None` for empty text.
    ///
    /// # Errors
    /// [`UnknownCommand`] when the text is neither a command nor a move.
    pub fn parse(text: &str) -> Result<Option<Command>, UnknownCommand> {
        let text = text.trim();
        let text = text.strip_prefix('/').unwrap_or(text);
        let mut words = text.split_whitespace();
        let Some(first) = words.next() else {
            return Ok(None);
        };
        let rest: Vec<&str> = words.collect();
        let first = english_word(first);
        if let Some(kept) = super::kept_words::kept_command(&first, &rest) {
            return kept.map(Some);
        }
        let cmd = match (first.as_str(), rest.as_slice()) {
            ("new", rest) => {
                let (players, settings) = match rest.first() {
                    Some(n) if !n.contains('=') && n.parse::<crate::core::Variant>().is_err() => (
                        n.parse()
                            .map_err(|_| UnknownCommand::Players(cut_word(n)))?,
                        &rest[1..],
                    ),
                    _ => (2, rest),
                };
                // A bare variant name in any language (`new 3 capture`, `nuova 3 cattura`)
                // is `variant=capture`.
                let settings: Vec<String> = settings
                    .iter()
                    .map(|w| {
                        let word = english_value("variant", w);
                        match word.parse::<crate::core::Variant>() {
                            Ok(v) => format!("variant={v}"),
                            Err(_) => (*w).to_string(),
                        }
                    })
                    .collect();
                let settings: Vec<&str> = settings.iter().map(String::as_str).collect();
                let mut settings = pairs(&settings)?;
                let armies = match settings.iter().position(|(k, _)| k == "armies") {
                    Some(i) => settings
                        .remove(i)
                        .1
                        .parse()
                        .map_err(|_| UnknownCommand::Command)?,
                    None => 1,
                };
                Command::New {
                    players,
                    armies,
                    settings,
                }
            }
            ("rules", []) => Command::Rules,
            ("defaults", rest) => Command::Defaults {
                settings: pairs(rest)?,
            },
            ("join", []) => Command::Join,
            ("leave", []) => Command::Leave,
            ("add-computer" | "addcomputer" | "computer", []) => {
                Command::AddComputer(Level::default())
            }
            ("add-computer" | "addcomputer" | "computer", [level]) => {
                Command::AddComputer(parse_level(level).ok_or(UnknownCommand::Level)?)
            }
            ("start", []) => Command::Start,
            ("move", r) if !r.is_empty() => Command::Move(r.join(" ")),
            ("move", []) => return Err(UnknownCommand::MoveUsage),
            ("board", []) => Command::Board,
            ("moves", rest) => moves_command(rest)?,
            ("replay", []) => Command::Replay,
            ("resign", []) => Command::Resign,
            ("abort", []) => Command::Abort,
            ("status", []) => Command::Status,
            ("help", _) => Command::Help,
            ("takeback", rest) => takeback_command(rest)?,
            ("hint", []) => Command::Hint,
            ("solo", []) => Command::Solo(SoloView::Start),
            ("solo", [view]) => Command::Solo(
                english_value("view", view)
                    .parse::<SoloView>()
                    .map_err(|()| UnknownCommand::Command)?,
            ),
            _ if crate::core::MoveText::from_chat(text).is_some() => {
                Command::Move(text.to_string())
            }
            (word, [_, ..]) if TAKES_NOTHING.contains(&word) => {
                let word = TAKES_NOTHING.iter().find(|w| **w == word).copied();
                return Err(UnknownCommand::Extra(word.unwrap_or("help")));
            }
            _ => return Err(not_a_move(text)),
        };
        Ok(Some(cmd))
    }
}

/// `takeback` alone (ask), or with a word that accepts or declines the open request.
fn takeback_command(words: &[&str]) -> Result<Command, UnknownCommand> {
    match words {
        [] => Ok(Command::Takeback),
        [word] => Ok(Command::TakebackAnswer {
            accept: super::takeback::answer_word(word).ok_or(UnknownCommand::Takeback)?,
            request: None,
        }),
        _ => Err(UnknownCommand::Takeback),
    }
}

/// `moves`, `moves <hole>`, `moves <hole> chains` (a chains word in any language, also
/// before the hole). Any other word is [`UnknownCommand::MovesWord`]; the table checks
/// the hole.
fn moves_command(words: &[&str]) -> Result<Command, UnknownCommand> {
    let (chains, others): (Vec<&str>, Vec<&str>) = words.iter().partition(|w| chains_word(w));
    match others.as_slice() {
        [] | [_] => Ok(Command::Moves {
            hole: others
                .first()
                .map_or_else(String::new, |h| (*h).to_string()),
            chains: !chains.is_empty(),
        }),
        [_, extra, ..] => Err(UnknownCommand::MovesWord(cut_word(extra))),
    }
}

/// Commands that take no words after them (`forget-me` takes one, `confirm`; more are
/// refused as extra words; `replay` with more than a game id is
/// [`UnknownCommand::GameUsage`]).
const TAKES_NOTHING: [&str; 11] = [
    "rules",
    "join",
    "leave",
    "start",
    "board",
    "resign",
    "abort",
    "status",
    "leaderboard",
    "forget-me",
    "hint",
];

/// Why text that is no command is not a move either: one hole alone (`d2`); a word that
/// is not a hole when the text is shaped like a move (every word a letter then digits, as
/// `d1 e99` or `z9 e1`); else an unknown command.
fn not_a_move(text: &str) -> UnknownCommand {
    let shaped = |w: &str| {
        let mut chars = w.chars();
        chars.next().is_some_and(|c| c.is_ascii_alphabetic())
            && chars.clone().next().is_some()
            && chars.all(|c| c.is_ascii_digit())
    };
    let words: Vec<&str> = text
        .split([' ', '-', ','])
        .filter(|w| !w.is_empty())
        .collect();
    if let [word] = words.as_slice() {
        if let Ok(hole) = crate::core::visible(word).parse::<crate::core::Hole>() {
            return UnknownCommand::LoneHole(hole.to_string());
        }
    }
    if words.len() < 2 || !words.iter().all(|w| shaped(w)) {
        return UnknownCommand::Command;
    }
    match crate::core::MoveText::parse(text, crate::core::HoleForm::Letter) {
        Err(crate::core::ParseMoveError::BadHole { word, .. }) => UnknownCommand::NotAHole(word),
        _ => UnknownCommand::Command,
    }
}

/// A word as typed, for an answer: at most 12 characters, the 12th an ellipsis when it
/// was cut (`12345678901…`).
pub(super) fn cut_word(word: &str) -> String {
    if word.chars().count() <= 12 {
        return word.to_string();
    }
    word.chars().take(11).chain(['…']).collect()
}

/// Words after `moves <hole>` that ask for the jump chains to be drawn.
const CHAINS_WORDS: [&str; 3] = ["chains", "chain", "paths"];

/// Whether `word` asks for the jump chains: one of [`CHAINS_WORDS`], or the `chains`
/// option's name in any language (`opt-chains`: `catene`, `řetězy`).
fn chains_word(word: &str) -> bool {
    let lower = word.to_lowercase();
    CHAINS_WORDS.contains(&lower.as_str())
        || crate::i18n::languages()
            .any(|l| crate::i18n::catalogue(l).get("opt-chains", None).as_deref() == Some(&lower))
}

/// A computer level named in English (`hard`) or in any language, as Discord's `level`
/// choice names it there (`choice-level-*` of `commands.ftl`: `difficile`, `těžká`).
fn parse_level(word: &str) -> Option<Level> {
    english_value("level", word).parse().ok()
}

/// The command words in English, as `/checkers` names its subcommands.
const WORDS: [&str; 23] = [
    "new",
    "rules",
    "defaults",
    "join",
    "leave",
    "add-computer",
    "start",
    "move",
    "board",
    "moves",
    "replay",
    "resign",
    "abort",
    "status",
    "help",
    "history",
    "leaderboard",
    "profile",
    "forget-me",
    "takeback",
    "hint",
    "record",
    "solo",
];

/// `word` in lower case, as the English command word when it is a command's name in
/// another language (`cmd-*` of `commands.ftl`: `siediti`, `přisednout` → `join`), so
/// the console understands the words its replies name.
fn english_word(word: &str) -> String {
    let lower = word.to_lowercase();
    if WORDS.contains(&lower.as_str()) {
        return lower;
    }
    crate::i18n::languages()
        .map(crate::i18n::catalogue)
        .find_map(|cat| {
            WORDS.iter().find(|w| {
                cat.get(&format!("cmd-{w}"), None)
                    .is_some_and(|name| name == lower)
            })
        })
        .map_or(lower, |w| (*w).to_string())
}

/// What the table says back, worded (see [`super::present`]). Adapters turn it into a
/// message and add their markup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The text: plain, mention-safe, with at most light markdown (`**`, backticks).
    /// User-provided parts are already bounded. The player to ping appears by name, at
    /// [`Mention::name`].
    pub text: String,
    /// An image: a PNG of the board, or an animated GIF of a replay (see
    /// [`Reply::image_extension`]); or the file named by [`Reply::file_name`].
    pub image: Option<Vec<u8>>,
    /// The attached file's name when it is not a board or a replay (`leaderboard.png`,
    /// `profile.png`, `record.txt`: a game record as text); `None` for those two.
    pub file_name: Option<&'static str>,
    /// The position drawn on the image, for adapters that also show a text board.
    pub board: Option<crate::core::Board>,
    /// The one user this reply may ping (the player to move), if any.
    pub mention: Option<Mention>,
    /// Meant for the sender only (ephemeral where the platform allows).
    pub private: bool,
}

/// The one person a reply may ping, and where the text names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mention {
    /// Platform user id.
    pub user: u64,
    /// The byte range of [`Reply::text`] that holds their name.
    pub name: std::ops::Range<usize>,
}

impl Reply {
    /// A private text reply to the sender.
    #[must_use]
    pub fn private(text: String) -> Reply {
        Reply {
            text,
            image: None,
            file_name: None,
            board: None,
            mention: None,
            private: true,
        }
    }

    /// A public text reply.
    #[must_use]
    pub fn public(text: String) -> Reply {
        Reply {
            text,
            image: None,
            file_name: None,
            board: None,
            mention: None,
            private: false,
        }
    }

    /// The text with the pinged player's name written by `markup` (Discord: `<@id>`).
    #[must_use]
    pub fn text_with(&self, markup: impl FnOnce(u64) -> String) -> String {
        match &self.mention {
            Some(m) if self.text.get(m.name.clone()).is_some() => format!(
                "{}{}{}",
                &self.text[..m.name.start],
                markup(m.user),
                &self.text[m.name.end..]
            ),
            _ => self.text.clone(),
        }
    }

    /// The user this reply may ping.
    #[must_use]
    pub fn mentioned(&self) -> Option<u64> {
        self.mention.as_ref().map(|m| m.user)
    }

    /// The file extension of the image, from its first bytes: `gif` for a replay, `png`
    /// for a board; the extension of [`Reply::file_name`] when there is one; `None`
    /// without an image.
    #[must_use]
    pub fn image_extension(&self) -> Option<&'static str> {
        let bytes = self.image.as_deref()?;
        match self.file_name.and_then(|f| f.rsplit_once('.')) {
            Some((_, ext)) => Some(ext),
            None if Reply::is_gif(bytes) => Some("gif"),
            None => Some("png"),
        }
    }

    /// The attachment's file name: [`Reply::file_name`], else `replay.gif` or
    /// `board.png`; `None` without one.
    #[must_use]
    pub fn attachment_name(&self) -> Option<&'static str> {
        let bytes = self.image.as_deref()?;
        Some(match self.file_name {
            Some(name) => name,
            None if Reply::is_gif(bytes) => "replay.gif",
            None => "board.png",
        })
    }

    /// Whether image bytes are a GIF (a replay) rather than a PNG (a board).
    #[must_use]
    pub fn is_gif(bytes: &[u8]) -> bool {
        bytes.starts_with(b"GIF8")
    }
}

/// `key=value` words as pairs, keys and words in English whatever language names them
/// ([`english_key`], [`english_value`]), unknown keys in lower case.
fn pairs(words: &[&str]) -> Result<Vec<(String, String)>, UnknownCommand> {
    words
        .iter()
        .map(|w| {
            w.split_once('=')
                .map(|(k, v)| {
                    let key = english_key(k);
                    let value = english_value(&key, v);
                    (key, value)
                })
                .ok_or(UnknownCommand::Command)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_words_of_every_language_parse() {
        assert_eq!(Command::parse("siediti"), Ok(Some(Command::Join)));
        assert_eq!(Command::parse("Přisednout"), Ok(Some(Command::Join)));
        assert_eq!(
            Command::parse("legg-til-datamaskin"),
            Ok(Some(Command::AddComputer(Level::Medium)))
        );
        assert_eq!(
            Command::parse("aggiungi-computer difficile"),
            Ok(Some(Command::AddComputer(Level::Hard)))
        );
        assert_eq!(
            Command::parse("přidat-počítač SNADNÁ"),
            Ok(Some(Command::AddComputer(Level::Easy)))
        );
        assert_eq!(Command::parse("ajuda"), Ok(Some(Command::Help)));
        assert_eq!(
            Command::parse("nová 6"),
            Ok(Some(Command::New {
                players: 6,
                armies: 1,
                settings: vec![]
            }))
        );
        assert_eq!(
            Command::parse("muovi d2 e7"),
            Ok(Some(Command::Move("d2 e7".into())))
        );
        assert_eq!(
            Command::parse("tahy d2 řetězy"),
            Ok(Some(Command::Moves {
                hole: "d2".into(),
                chains: true
            }))
        );
        assert_eq!(Command::parse("sedersi"), Err(UnknownCommand::Command));
    }

    /// Different mistakes get different answers.
    #[test]
    fn mistakes_are_told_apart() {
        assert_eq!(
            Command::parse("d1 e99"),
            Err(UnknownCommand::NotAHole("e99".into()))
        );
        assert_eq!(
            Command::parse("z9 e1"),
            Err(UnknownCommand::NotAHole("z9".into()))
        );
        assert_eq!(
            Command::parse("new two"),
            Err(UnknownCommand::Players("two".into()))
        );
        assert_eq!(
            Command::parse("new -2"),
            Err(UnknownCommand::Players("-2".into()))
        );
        assert_eq!(Command::parse("move"), Err(UnknownCommand::MoveUsage));
        assert_eq!(
            Command::parse("status now"),
            Err(UnknownCommand::Extra("status"))
        );
        assert_eq!(Command::parse("dance now"), Err(UnknownCommand::Command));
        // `moves` takes a hole and a chains word, in either order, and nothing else.
        assert_eq!(
            Command::parse("moves d2 chainz"),
            Err(UnknownCommand::MovesWord("chainz".into()))
        );
        assert_eq!(
            Command::parse("moves d2 e7"),
            Err(UnknownCommand::MovesWord("e7".into()))
        );
        assert_eq!(
            Command::parse("moves chains d2"),
            Ok(Some(Command::Moves {
                hole: "d2".into(),
                chains: true
            }))
        );
        // A hole alone is no move, and is told so; other single words are unknown.
        assert_eq!(
            Command::parse("D2"),
            Err(UnknownCommand::LoneHole("d2".into()))
        );
        assert_eq!(Command::parse("hi"), Err(UnknownCommand::Command));
        assert_eq!(Command::parse("x5"), Err(UnknownCommand::Command));
        assert_eq!(Command::parse("e14"), Err(UnknownCommand::Command));
        assert_eq!(
            Command::parse("new capture"),
            Ok(Some(Command::New {
                players: 2,
                armies: 1,
                settings: vec![("variant".into(), "capture".into())]
            }))
        );
    }

    #[test]
    fn kept_game_commands_parse() {
        assert_eq!(Command::parse("replay"), Ok(Some(Command::Replay)));
        // One word after `replay` is a kept game's id.
        assert_eq!(
            Command::parse("replay now"),
            Err(UnknownCommand::GameId("now".into()))
        );
        assert_eq!(
            Command::parse("replay now please"),
            Err(UnknownCommand::GameUsage("replay"))
        );
        assert_eq!(
            Command::parse("replay #12"),
            Ok(Some(Command::ReplayGame(12)))
        );
        assert_eq!(Command::parse("record 7"), Ok(Some(Command::Record(7))));
        assert_eq!(
            Command::parse("forget-me"),
            Ok(Some(Command::ForgetMe { confirmed: false }))
        );
        assert_eq!(
            Command::parse("forget-me CONFIRM"),
            Ok(Some(Command::ForgetMe { confirmed: true }))
        );
        assert_eq!(
            Command::parse("forget-me conferma"),
            Ok(Some(Command::ForgetMe { confirmed: true }))
        );
        assert_eq!(
            Command::parse("forget-me now"),
            Err(UnknownCommand::Extra("forget-me"))
        );
    }

    #[test]
    fn command_lines_parse() {
        assert_eq!(
            Command::parse("new 3"),
            Ok(Some(Command::New {
                players: 3,
                armies: 1,
                settings: vec![]
            }))
        );
        assert_eq!(
            Command::parse("new 3 armies=2 preset=masters long_jumps=on"),
            Ok(Some(Command::New {
                players: 3,
                armies: 2,
                settings: vec![
                    ("preset".into(), "masters".into()),
                    ("long_jumps".into(), "on".into())
                ]
            }))
        );
        assert_eq!(
            Command::parse("new 4 capture long_jumps=on"),
            Ok(Some(Command::New {
                players: 4,
                armies: 1,
                settings: vec![
                    ("variant".into(), "capture".into()),
                    ("long_jumps".into(), "on".into())
                ]
            }))
        );
        assert_eq!(Command::parse("rules"), Ok(Some(Command::Rules)));
        assert_eq!(
            Command::parse("/add-computer"),
            Ok(Some(Command::AddComputer(Level::Medium)))
        );
        assert_eq!(
            Command::parse("add-computer HARD"),
            Ok(Some(Command::AddComputer(Level::Hard)))
        );
        assert_eq!(
            Command::parse("add-computer easy"),
            Ok(Some(Command::AddComputer(Level::Easy)))
        );
        assert_eq!(
            Command::parse("add-computer expert"),
            Err(UnknownCommand::Level)
        );
        assert_eq!(
            UnknownCommand::Level.to_string(),
            "computer levels are easy, medium and hard"
        );
        assert_eq!(
            Command::parse("d2 e7"),
            Ok(Some(Command::Move("d2 e7".into())))
        );
        assert_eq!(
            Command::parse("move b2-d2-f7"),
            Ok(Some(Command::Move("b2-d2-f7".into())))
        );
        assert_eq!(
            Command::parse("moves D2"),
            Ok(Some(Command::Moves {
                hole: "D2".into(),
                chains: false
            }))
        );
        assert_eq!(
            Command::parse("moves d2 Chains"),
            Ok(Some(Command::Moves {
                hole: "d2".into(),
                chains: true
            }))
        );
        assert_eq!(
            Command::parse("moves"),
            Ok(Some(Command::Moves {
                hole: String::new(),
                chains: false
            }))
        );
        assert_eq!(
            Command::parse("moves chains"),
            Ok(Some(Command::Moves {
                hole: String::new(),
                chains: true
            }))
        );
        assert_eq!(Command::parse("replay"), Ok(Some(Command::Replay)));
        assert_eq!(Command::parse("  "), Ok(None));
        assert_eq!(Command::parse("dance"), Err(UnknownCommand::Command));
        assert_eq!(
            Command::parse("new x"),
            Err(UnknownCommand::Players("x".into()))
        );
    }
}
