//! The input side of the table: who asks ([`User`]) and what ([`Command`]), and why a line
//! is not a command ([`UnknownCommand`]). Reading command lines is `parse.rs`; what the
//! table says back is `reply.rs`.

use std::fmt;

use crate::ai::Level;

/// A person issuing commands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    /// Platform user id (Discord snowflake; the console uses small numbers).
    pub id: u64,
    /// Display name (bounded when stored).
    pub name: String,
    /// Whether this user manages the channel: changes its defaults and may abort any game
    /// (Discord: Manage Channels, or Manage Threads in a thread; the console: its own
    /// player, not the local players added with `as NAME`).
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
    /// Whether the platform lets the bot only answer this user's interactions in the
    /// channel, never post there by itself (a Discord user install in a group direct
    /// message): a game opened here is kept so, and nothing is due at it by the timers
    /// (a turn clock that ran out is announced at the next interaction). False in the
    /// console.
    pub answers_only: bool,
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
            answers_only: false,
        }
    }
}

/// One command to a channel's table. Its kind (`new`, `move`, `add-computer`, …) names
/// it in the metrics ([`Input::kind`](super::Input::kind)).
#[derive(Clone, Debug, PartialEq, Eq, strum::IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
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
    /// Give up a seat before the start (during a game it is refused: `resign` gives up).
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
    /// Give up; the computer plays the seat on (docs/rules.md §4). `resign` only asks
    /// whether the player is sure (nothing changes); `resign confirm` (Discord: the
    /// Confirm button, or the `confirm` option) resigns.
    Resign {
        /// Whether the player confirmed.
        confirmed: bool,
    },
    /// End the game (its creator or a channel manager, [`User::manager`]): a lobby at
    /// once; a game under way only when confirmed (`abort confirm`, Discord's Confirm
    /// button or `confirm` option), else the creator is asked first. An aborted game is
    /// kept, unrated.
    Abort {
        /// Whether the creator (or manager) confirmed.
        confirmed: bool,
    },
    /// Seats, turn and pegs home, as text.
    Status,
    /// The help: a short overview naming every command, or one topic in detail
    /// (`help moves`, `help rules`, …).
    Help(Option<HelpTopic>),
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
    /// The server's top 10 by rating and the asker's place (`leaderboard`); a finished
    /// season's final leaderboard when one is named (`leaderboard 2`).
    Leaderboard(Option<u32>),
    /// A person's rating, games, wins and average place (`profile [name]`; the asker's
    /// own without a name).
    Profile(Option<Who>),
    /// Search for an opponent on this server: `seek <players> [rated|casual]` (rated
    /// unless `casual`), matched with others searching for the same game.
    Seek {
        /// Seats of the game sought: 2, 3, 4 or 6.
        players: usize,
        /// A rated game (else casual).
        rated: bool,
        /// Computers of this level take the seats nobody came for after
        /// [`crate::store::seeks::FILL_WAIT`] (`seek 4 casual easy`); `None`: people only.
        fill: Option<Level>,
        /// The channel whose thread the game opens in, and where the seeker is told;
        /// `None`: the server's game channel (`defaults game_channel=on`), else the
        /// channel of the command.
        channel: Option<u64>,
        /// In the pool of every server open to it (`seek 2 anywhere`,
        /// [`crate::store::seeks::ANYWHERE`]), not the server's own.
        anywhere: bool,
    },
    /// Stop searching (`seek cancel`).
    SeekCancel,
    /// A tournament's command (docs/playing.md "Tournaments"; Discord's
    /// `/checkers-tournament`).
    Tournament(super::TournamentCommand),
    /// Challenge named people, and computers, to a game (Discord's `/checkers challenge`
    /// and the Apps menu on a person; docs/playing.md, "Challenges"): a lobby only they
    /// may join, which starts when they all accept (`join`, the Accept button). A
    /// decline (`leave`, the Decline button), or no answer in time, cancels it.
    Challenge(Challenge),
    /// The asker's games being played on this server: where, who, whose turn, the time
    /// left (`games`).
    Games,
    /// A direct message when it becomes the asker's turn, with the board (`notify on`,
    /// `notify off`; `notify` alone says whether it is on). Discord only.
    Notify(Option<bool>),
    /// Follows the game shown in the channel (`true`: `follow`), or stops following it
    /// (`false`: `follow off`, `unfollow`): a direct message with the board after moves,
    /// at most one a minute, until the game ends (docs/playing.md, "Following a game").
    /// Discord only.
    Follow(bool),
    /// Blocks a person (`undo`: unblocks them): never grouped with them by `seek`, no
    /// challenge between the two (docs/playing.md, "Blocking and reporting"). Without a
    /// person, how many the asker blocked. Discord's `/checkers-me block` only.
    Block {
        /// The person; `None`: the count.
        who: Option<Invitee>,
        /// Unblock them.
        undo: bool,
    },
    /// The asker's daily digest (`digest 18`, `digest off`; `digest` alone says which
    /// it is): one direct message a day at that hour (UTC) listing the games at their
    /// turn (docs/playing.md, "Your turn, when you are away"). Discord only.
    Digest(DigestAsk),
    /// Reports the game shown in the channel to the bot's operators, with a reason
    /// (`report [reason]`): its record is kept with the report (docs/playing.md,
    /// "Blocking and reporting").
    Report(String),
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
    /// The move the computer would play for you, shown to you only (`hint`). The first
    /// hint of a rated game asks first (it makes the game casual for everyone):
    /// `hint confirm`, or Discord's Confirm button.
    Hint {
        /// The asker confirmed it.
        confirmed: bool,
    },
    /// The solitaire challenge (docs/rules.md §9): `solo` starts a crossing, `solo board`
    /// shows the server's best crossings, `solo computer` the computer's own crossing as
    /// a replay.
    Solo(SoloView),
    /// The daily puzzle (docs/playing.md, "The daily puzzle"): `puzzle` shows the day's
    /// puzzle, the asker's streak and the month's leaderboard (privately); `puzzle <move>`
    /// answers it, once a day, told right or wrong privately.
    Puzzle(Option<String>),
}

/// What `challenge` names: the people and computers challenged, the time to answer, and
/// the game's house rules.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Challenge {
    /// The people challenged, in the order named: 0 to 5 of them.
    pub people: Vec<Invitee>,
    /// The computers that take seats, by level.
    pub computers: Vec<Level>,
    /// Minutes to answer, 1 to [`super::challenge::MAX_CHALLENGE_MINUTES`]; 0 for the
    /// default ([`super::challenge::CHALLENGE_MINUTES`]).
    pub minutes: u32,
    /// House rules as `key=value` (`preset=NAME` first), over the channel's defaults, as
    /// `new` takes them; `rated` and `variant` too.
    pub settings: Vec<(String, String)>,
    /// More house rules as typed (`preset=fast turn_timeout=24h`), in any language's
    /// words, read by the table after [`Challenge::settings`].
    pub typed: String,
}

/// What `digest` asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DigestAsk {
    /// Which it is (`digest`).
    Show,
    /// A digest every day at this hour, UTC, 0 to 23 (`digest 18`).
    At(u8),
    /// No digest (`digest off`).
    Off,
}

/// A person challenged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitee {
    /// Their user id.
    pub id: u64,
    /// Their display name.
    pub name: String,
    /// An app's account (a bot), which cannot answer.
    pub bot: bool,
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
    /// A first word that is no command but close to one, or a word people use for one
    /// (`undo`, `surrender`, `q`, `?`): the word as typed, and the command's English
    /// word (`takeback`, `resign`, `quit`, `help`).
    Suggest {
        /// The word typed.
        word: String,
        /// The command it stands for.
        command: &'static str,
    },
    /// A word after `new` or `defaults` that is not `key=value` (`new 2 fast`): the word.
    Setting(String),
    /// `armies=` with a value that is not a number.
    Armies,
    /// `help` followed by words that are not a topic: the words.
    HelpTopic(String),
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
    /// `leaderboard` followed by a word that is no season's number (`leaderboard x`,
    /// `leaderboard 0`), or by more than one: the word.
    Season(String),
    /// `moves` with a word it does not take (`moves d2 chainz`): the word. `moves` takes a
    /// hole, and `chains` (in any language) to draw the jump chains.
    MovesWord(String),
    /// One hole alone (`d2`), which is no move: the hole as the bot writes it.
    LoneHole(String),
    /// `notify` with a word that is not `on` or `off`.
    NotifyUsage,
    /// `follow` with a word other than on or off.
    FollowUsage,
    /// `seek` without a number of players (2, 3, 4 or 6), or with a word other than
    /// `rated`, `casual`, a computer level or `cancel`.
    SeekUsage,
    /// `challenge` typed: people are named by Discord's command.
    ChallengeUsage,
    /// `block` typed: people are named by Discord's command.
    BlockUsage,
    /// `digest` with a word that is not an hour (0 to 23) or `off`.
    DigestUsage,
    /// `solo` with a word that is not one of its views (`solo foo`): the word.
    SoloWord(String),
}

impl fmt::Display for UnknownCommand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UnknownCommand::Command => f.write_str("unknown command; type `help`"),
            UnknownCommand::Suggest { word, command } => {
                write!(f, "`{word}` is not a command; did you mean `{command}`?")
            }
            UnknownCommand::Setting(w) => {
                write!(
                    f,
                    "`{w}` is not understood: settings are written `key=value`"
                )
            }
            UnknownCommand::Armies => f.write_str("armies per player: 1, 2 or 3"),
            UnknownCommand::HelpTopic(w) => write!(f, "`{w}` is not a help topic"),
            UnknownCommand::Level => f.write_str(
                "computer levels are beginner, novice, learner, easy, moderate, medium, skilled, advanced, strong and hard",
            ),
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
            UnknownCommand::Season(w) => write!(f, "`{w}` is not a season's number"),
            UnknownCommand::MovesWord(w) => write!(f, "`{w}` is not understood after `moves`"),
            UnknownCommand::LoneHole(h) => write!(f, "`{h}` alone is not a move"),
            UnknownCommand::NotifyUsage => f.write_str("`notify` takes `on` or `off`"),
            UnknownCommand::FollowUsage => f.write_str("`follow` takes `on` or `off`"),
            UnknownCommand::SeekUsage => f.write_str(
                "`seek` takes 2, 3, 4 or 6 players, then `rated` or `casual`, and a computer level",
            ),
            UnknownCommand::ChallengeUsage => {
                f.write_str("`challenge` names people: use `/checkers challenge` on Discord")
            }
            UnknownCommand::DigestUsage => {
                f.write_str("`digest` takes an hour, 0 to 23 (UTC), or `off`")
            }
            UnknownCommand::BlockUsage => {
                f.write_str("`block` names a member: use `/checkers-me block` on Discord")
            }
            UnknownCommand::SoloWord(w) => write!(
                f,
                "`{w}` is not understood after `solo`; it takes `board` or `computer`"
            ),
        }
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

/// A page of `help` beside the overview.
#[derive(Clone, Copy, Debug, PartialEq, Eq, strum::VariantArray, strum::IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum HelpTopic {
    /// How to move, the holes' names, and the learning aids.
    Moves,
    /// What each command does.
    Commands,
    /// The house rules in force here.
    Rules,
    /// Team play and the solitaire challenge.
    Teams,
    /// Ratings and kept games.
    Ratings,
    /// The capture game.
    Capture,
}

/// What `solo` asks for (docs/rules.md §9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, strum::VariantArray, strum::IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum SoloView {
    /// Start a crossing here.
    #[default]
    Start,
    /// The server's best crossings, and the asker's best.
    Board,
    /// The computer's own crossing, as a replay.
    Computer,
}

impl std::str::FromStr for SoloView {
    type Err = ();

    /// `start`, `board` or `computer`, any case.
    fn from_str(s: &str) -> Result<SoloView, ()> {
        crate::core::Words::from_word(s).ok_or(())
    }
}
