//! What a command did, as values: the outcomes a handler returns and the refusals with
//! their cause, as far as several features share them (the game moving on, the board, the
//! door's own refusals). Nothing here is worded: [`super::present`] words these, and a
//! feature's own news and refusals ([`Outcome::Told`], [`Refusal::Feature`]) word
//! themselves ([`super::told`]).

use crate::ai::Level;
use crate::core::{Hole, Outcome as GameOutcome};
use crate::core::{HoleSet, HouseRules, MoveError, ParseMoveError, Seat, Turn, Variant};
use crate::render::Theme;
use crate::store::StoreError;

pub use super::reply::{Ending, Question};
use super::state::Table;
use super::told::{Refused, Told};

/// What a command did or answered, in the order it happened.
#[derive(Debug)]
pub enum Outcome {
    /// A person's seat went to another local player, who had this name (the console
    /// says so in its own words; nothing is posted).
    Reseated {
        /// The seat's name before.
        old: String,
    },
    /// A resignation, or an abort of a game under way, asks first (private; nothing
    /// changed): the player confirms (`resign confirm`, `abort confirm`, or Discord's
    /// Confirm button, [`super::Input::Confirmed`]).
    Confirm(Question),
    /// The person to move is reminded that their turn clock runs (public, pinging
    /// them; the timers' round, docs/rules.md §4).
    Reminder {
        /// Their name, as stored.
        name: String,
        /// Their user id.
        user: u64,
        /// Seconds left on their turn clock.
        left: u64,
    },
    /// The game was called off (public); a game under way is kept, unrated.
    Aborted {
        /// Who called it off.
        by: String,
    },
    /// The game moved on (public): it started, a turn timed out, or moves, passes and
    /// resignations were played (the computers' included), with who finished, and then
    /// who is to move or the result. The board after it is drawn.
    Played(Progress),
    /// The board on request (public).
    Board(Table),
    /// Where the peg on a hole can go (`moves <hole>`; private).
    Reach(Reach),
    /// The game as an animated replay (public).
    Replay(Table),
    /// Seats, turn and pegs home (private).
    Status {
        /// The table asked about.
        table: Table,
        /// The asker's seat, if they have one: told "your turn" when it is theirs.
        asker: Option<Seat>,
    },
    /// The house rules of the game or of the channel (private).
    Rules {
        /// The rules shown.
        rules: HouseRules,
        /// The board theme shown beside them.
        theme: Theme,
        /// Whether they are an open game's (else the channel's defaults).
        game: bool,
        /// The game's variant, when they are a game's.
        variant: Variant,
        /// Armies a player, when they are a game's (else 1).
        armies: usize,
        /// Whether the game is rated (the table setting `rated`); for the channel's
        /// defaults, whether a new game under them would be.
        rated: bool,
    },
    /// What a feature did, worded by the feature ([`Told`]): a lobby's news, a
    /// challenge's, a seek's, kept games, takebacks and hints, the settings.
    Told(Box<dyn Told>),
    /// The number of the user's new web board link (nothing is said: the adapter makes
    /// the link).
    WebLink(u32),
}

/// The answer to `hint`: told as [`Outcome::Told`].
#[derive(Debug)]
pub struct Hint {
    /// The chain the computer would play: its start hole, then every landing hole.
    pub path: Vec<Hole>,
    /// The level that chose it.
    pub level: Level,
    /// Whether the hint made the game casual (it was rated until then).
    pub made_casual: bool,
    /// The table asked about (its board is drawn with the chain).
    pub table: Table,
}

/// The game moving on: see [`Outcome::Played`].
#[derive(Debug)]
pub struct Progress {
    /// Why it moved on before the turns below, if it did.
    pub cause: Option<Cause>,
    /// The turns played, in order (moves with their path, passes, resignations).
    pub turns: Vec<Turn>,
    /// Seats that finished in these turns, with their places, in the order they finished.
    pub finished: Vec<(Seat, usize)>,
    /// Seats whose army came home in these turns while their team has not finished
    /// (docs/rules.md §8: they now move their partner's pegs).
    pub home: Vec<Seat>,
    /// A solitaire crossing that got home in these turns, as it stands (docs/rules.md §9).
    pub solo: Option<SoloResult>,
    /// The table after it (who is to move, or the result, and the board to draw).
    pub table: Table,
}

/// Why a game moved on besides moves.
#[derive(Debug)]
pub enum Cause {
    /// The game began; the seats in the order of play.
    Started(Vec<Seat>),
    /// The seat to move ran out of time (docs/rules.md §4).
    TimedOut(Seat),
    /// The seat's move was taken back, with the turns after it: the
    /// turns taken back, as text, and whether that made the game casual (it was rated
    /// until then).
    TakenBack(Seat, Vec<String>, bool),
    /// A solitaire crossing began (docs/rules.md §9).
    Solo,
}

impl Outcome {
    /// A feature's outcome ([`Outcome::Told`]).
    #[must_use]
    pub fn told(news: impl Told) -> Outcome {
        Outcome::Told(Box::new(news))
    }

    /// The feature's outcome of type `T`, when this is one.
    #[must_use]
    pub fn news<T: Told>(&self) -> Option<&T> {
        match self {
            Outcome::Told(news) => (news.as_ref() as &dyn std::any::Any).downcast_ref(),
            _ => None,
        }
    }
}

impl Refusal {
    /// A feature's refusal ([`Refusal::Feature`]).
    #[must_use]
    pub fn feature(why: impl Refused) -> Refusal {
        Refusal::Feature(Box::new(why))
    }

    /// The feature's refusal of type `T`, when this is one.
    #[must_use]
    pub fn why<T: Refused>(&self) -> Option<&T> {
        match self {
            Refusal::Feature(why) => (why.as_ref() as &dyn std::any::Any).downcast_ref(),
            _ => None,
        }
    }
}

impl Progress {
    /// The result, when the game is over.
    #[must_use]
    pub fn result(&self) -> Option<&GameOutcome> {
        self.table.game.as_ref().and_then(|g| g.outcome())
    }
}

/// The answer to `moves <hole>`.
#[derive(Debug)]
pub struct Reach {
    /// The hole asked about.
    pub from: Hole,
    /// The holes the peg can end a move in.
    pub holes: HoleSet,
    /// The chains to draw and write (asked for with `chains`).
    pub chains: Vec<Vec<Hole>>,
    /// Whose peg it is (race: the seat; capture: pegs belong to nobody).
    pub owner: Option<Seat>,
    /// The table.
    pub table: Table,
}

/// Why a command changed nothing. Private to the sender unless said otherwise.
#[derive(Debug)]
pub enum Refusal {
    /// No table in the channel.
    NoGame,
    /// A question (`forget-me`'s, a resignation's) answered by someone other than its asker.
    NotYourQuestion,
    /// The command needs a game in progress.
    NotPlaying,
    /// A move in the lobby: the game has not started.
    NotStarted,
    /// The command needs an open lobby.
    NotInLobby,
    /// A game is already open here.
    GameExists,
    /// A game is open here and waits for players: join it, or abort it first.
    LobbyOpen,
    /// `replay` before the first move: an animation of no move.
    NothingToReplay,
    /// Only the creator may do this; the creator's name.
    CreatorOnly(String),
    /// A resignation or abort confirmed for a game that is no longer the channel's (it
    /// ended, or another began): nothing was done.
    QuestionGone,
    /// Only a channel manager may change the defaults.
    ManagerOnly,
    /// The sender already has a seat.
    AlreadySeated,
    /// The sender has no seat.
    NotSeated,
    /// A spectator tried to move.
    Spectator,
    /// It is another seat's turn: the seat to move.
    NotYourTurn(Name),
    /// The seat has already resigned.
    AlreadyResigned,
    /// The seat cannot resign now (the core's reason).
    Resign(MoveError),
    /// The move text does not read as a move (the input as typed, the reason).
    BadMoveText(String, ParseMoveError),
    /// The move breaks a rule (the input as typed, the core's reason).
    Illegal(String, MoveError),
    /// No race has this number of players.
    Players,
    /// No race has this number of armies for the players.
    Armies,
    /// No capture game has this number of players.
    CapturePlayers,
    /// The capture game has one army per seat.
    CaptureArmies,
    /// A race rule was set for a capture game.
    CaptureRule(&'static str),
    /// `teams=on` typed for a game that is not 4 or 6 players of one army each
    /// (docs/rules.md §8).
    Teams,
    /// Not a variant name.
    BadVariant(String),
    /// Not a setting; the key as typed (cleaned).
    RuleKey(String),
    /// Not a value of the setting; the key and its valid values.
    RuleValue(String, String),
    /// The replay could not be made.
    Replay,
    /// A choice made on a board whose position is gone (a menu or button of an earlier
    /// position or game).
    BoardChanged,
    /// A web seat link of a game that is over (or of a seat the person no longer has).
    OldLink,
    /// At the position shown, the peg chosen on the web board has no such move.
    NoSuchMove,
    /// `seek`, or a game channel for it, where there is nobody to find (the console).
    NobodyToSeek,
    /// A feature's own refusal, worded by the feature ([`Refused`]): a lobby's, a
    /// challenge's, kept games', `moves`', an assist's.
    Feature(Box<dyn Refused>),
    /// Someone else changed the table at the same moment.
    Busy,
    /// The store failed; the error (for the log).
    Storage(StoreError),
    /// The stored table could not be read and was moved aside (public).
    Corrupt,
}

/// Why a takeback, a hint or an expensive answer was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AssistRefusal {
    /// The game's `takeback` setting is off.
    TakebackOff,
    /// The game is over: its moves stand.
    TakebackOver,
    /// The asker did not make the last move of a person (nothing of theirs to take back).
    NothingToTakeBack,
    /// A request is already open.
    TakebackOpen,
    /// A request by this person (named) is open and the asker is one of those who
    /// answer it: they answer instead of asking.
    TakebackToAnswer(String),
    /// The asker already asked about this move and was declined (or not answered in
    /// time): one request per move.
    TakebackAskedBefore,
    /// No request is open (or the one answered is no longer open).
    NoTakeback,
    /// The asker cannot answer their own request.
    OwnTakeback,
    /// The person answering is not one of those asked.
    NotAsked,
    /// The game's `hints` setting is off.
    HintsOff,
    /// A hint is for the player to move.
    HintNotYourTurn,
    /// The same kind of answer was given to this user too recently: try again in this
    /// many seconds.
    Cooldown(u64),
}

/// A seat's name as a refusal names it: a person's as stored, or a computer's seat
/// (worded in the reader's language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Name {
    /// A person's name as stored.
    Person(String),
    /// A computer seat.
    Computer(Seat),
}

/// A command's whole answer: what happened, then a refusal if it was refused (a
/// timeout may be announced before a command that is then refused).
#[derive(Debug, Default)]
pub struct Answer {
    /// What happened, in order.
    pub outcomes: Vec<Outcome>,
    /// Why the command itself changed nothing.
    pub refusal: Option<Refusal>,
    /// The channel whose game the input ran on ([`super::Tables::game_of`]; 0 before the
    /// one door sets it): the place's own, or the game it shows.
    pub game: u64,
}

impl Answer {
    /// One outcome.
    #[must_use]
    pub fn one(outcome: Outcome) -> Answer {
        Answer {
            outcomes: vec![outcome],
            refusal: None,
            game: 0,
        }
    }

    /// A refusal alone.
    #[must_use]
    pub fn refused(refusal: Refusal) -> Answer {
        Answer {
            outcomes: Vec::new(),
            refusal: Some(refusal),
            game: 0,
        }
    }
}

impl From<Result<Vec<Outcome>, Refusal>> for Answer {
    fn from(r: Result<Vec<Outcome>, Refusal>) -> Answer {
        match r {
            Ok(outcomes) => Answer {
                outcomes,
                refusal: None,
                game: 0,
            },
            Err(refusal) => Answer::refused(refusal),
        }
    }
}

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Refusal {
        match e {
            StoreError::Conflict => Refusal::Busy,
            e => Refusal::Storage(e),
        }
    }
}

/// How a finished crossing stands: its moves, the person's best and place on the server's
/// board after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SoloResult {
    /// Moves this crossing took.
    pub moves: u32,
    /// The person's best crossing on this server now (this one when it is the best).
    pub best: Option<u32>,
    /// The person's place on the server's board (1 = the best crossing), if listed.
    pub place: Option<usize>,
    /// People on the server's board.
    pub of: usize,
    /// The crossing was helped (a hint, a move taken back): it is not listed.
    pub helped: bool,
}
