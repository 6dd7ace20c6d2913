//! What a command did, as values: the outcomes a handler returns and the refusals with
//! their cause. Nothing here is worded; [`super::present`] turns these into text.

use crate::ai::Level;
use crate::core::{Hole, Outcome as GameOutcome};
use crate::core::{HoleSet, HouseRules, MoveError, ParseMoveError, Seat, Turn, Variant};
use crate::render::Theme;
use crate::store::{KeptGame, PlayerRating, StoreError};

use super::state::{Table, TurnKey};

/// What a command did or answered, in the order it happened.
#[derive(Debug)]
pub enum Outcome {
    /// A person's seat went to another local player, who had this name (the console
    /// says so in its own words; nothing is posted).
    Reseated {
        /// The seat's name before.
        old: String,
    },
    /// A lobby was opened (public).
    Opened {
        /// The creator's name, as stored.
        by: String,
        /// Seats.
        players: usize,
        /// Armies per seat.
        armies: usize,
        /// Race or capture.
        variant: Variant,
        /// The house rules of the game.
        rules: HouseRules,
        /// Whether the game is rated (else casual).
        rated: bool,
        /// Who searches on the server now (`seek`), as [`Outcome::Help`] has it: they may
        /// want to join.
        searching: Vec<(u8, bool, usize)>,
    },
    /// A challenge was made (public): the people to answer, pinged by adapters
    /// ([`super::Reply::group`]).
    Challenged {
        /// The challenger's name, as stored.
        by: String,
        /// The people challenged, user id and name, in the order named.
        people: Vec<(u64, String)>,
        /// The computers seated, by level.
        computers: Vec<Level>,
        /// Seats.
        players: usize,
        /// Minutes to answer.
        minutes: u32,
        /// Race or capture.
        variant: Variant,
        /// The house rules of the game.
        rules: HouseRules,
        /// Whether the game is rated (else casual).
        rated: bool,
    },
    /// A person challenged accepted; the names still to answer (public).
    ChallengeAccepted {
        /// Their name, as stored.
        name: String,
        /// The people still to answer, by name.
        waiting: Vec<String>,
    },
    /// A challenge was cancelled (public): declined by `declined`, or, when `None`, not
    /// answered in time by `missing`. Pings the challenger.
    ChallengeCancelled {
        /// Who declined, by name.
        declined: Option<String>,
        /// Who did not answer in time, by name (when nobody declined).
        missing: Vec<String>,
        /// The challenger, user id and name.
        challenger: (u64, String),
        /// The minutes they had.
        minutes: u32,
    },
    /// A person took a seat (public).
    Joined {
        /// Their name, as stored.
        name: String,
        /// Seats taken now (the person's seat number, 1-based).
        taken: usize,
        /// Seats in all.
        seats: usize,
    },
    /// A person gave up their seat in the lobby (public).
    Left {
        /// Their name, as stored.
        name: String,
    },
    /// A computer took a seat (public).
    ComputerSeated {
        /// How strong it plays.
        level: Level,
        /// Seats taken now (the computer's seat number, 1-based).
        taken: usize,
        /// Seats in all.
        seats: usize,
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
    /// The channel's defaults changed (public). Each part is `None` when unchanged.
    DefaultsChanged {
        /// Who changed them.
        by: String,
        /// The language of public posts: `Some(None)` back to automatic.
        language: Option<Option<&'static str>>,
        /// The board theme of new games.
        theme: Option<Theme>,
        /// The default house rules.
        rules: Option<HouseRules>,
        /// The server's games found by `seek` open here (`true`), or where their last
        /// seeker searched (`false`).
        game_channel: Option<bool>,
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
    /// A page of the server's kept games (`history`; public).
    History(History),
    /// The server's top players and the asker's place (`leaderboard`; public).
    Leaderboard(Leaderboard),
    /// A person's rating and counts (`profile`; public).
    Profile {
        /// Their name.
        name: String,
        /// Their place on the leaderboard, if listed.
        place: Option<usize>,
        /// Their rating on the server, if they played a rated game there.
        rating: Option<PlayerRating>,
        /// The colours of the card (the channel's theme).
        theme: Theme,
    },
    /// The asker searches for an opponent (private): how many search for that game now,
    /// the asker included.
    Seeking {
        /// Seats of the game sought.
        players: usize,
        /// Rated (else casual).
        rated: bool,
        /// People searching for it now.
        count: usize,
    },
    /// The asker's seek completed a group (public): the adapter opens its game
    /// ([`super::Input::Matched`]).
    Matched {
        /// The game they get.
        game: Match,
        /// The people, user id and name, the asker first.
        group: Vec<Seeker>,
    },
    /// `seek cancel` (private): whether there was a seek to cancel.
    SeekCancelled(bool),
    /// The asker's games being played on this server (private).
    Games {
        /// The asker's user id.
        asker: u64,
        /// The games.
        games: Vec<GameLine>,
    },
    /// The asker's `notify` setting, as it is now (private).
    Notify(bool),
    /// A direct message to this user was refused, so their `notify` is off now (public:
    /// the channel is told once, with their mention).
    NotifyRefused(u64),
    /// The number of the user's new web board link (nothing is said: the adapter makes
    /// the link).
    WebLink(u32),
    /// The asker's ratings were deleted and their name replaced in kept games
    /// (`forget-me confirm`; private).
    Forgotten,
    /// `forget-me confirm` found nothing of the asker's: no rating, best crossing or
    /// kept game (private; a second `forget-me confirm` answers so).
    NothingToForget,
    /// News of a request to take a move back (public). Once accepted,
    /// [`Outcome::Played`] follows with [`Cause::TakenBack`].
    Takeback(TakebackNews),
    /// The move the computer would play for the asker (private).
    Hint(Hint),
    /// `forget-me` without `confirm`: what it would do, and how to confirm (private;
    /// nothing changed).
    ForgetAsk,
    /// The asker answered their `forget-me` question with Cancel (private; nothing
    /// changed).
    ForgetCancelled,
    /// A kept game to animate in the channel's theme (`replay <id>`; public).
    KeptReplay(Box<KeptGame>, Theme),
    /// A kept game's record to attach (`record <id>`; public).
    KeptRecord(Box<KeptGame>),
    /// A person of a finished game asked for a rematch (the Rematch button; public).
    RematchAsked {
        /// Their name, as stored.
        name: String,
        /// How many people have asked now.
        asked: usize,
        /// How many people played (computers rejoin by themselves).
        people: usize,
        /// The names of those who have not asked yet (none: the rematch begins).
        waiting: Vec<String>,
    },
    /// The server's best solitaire crossings and the asker's (`solo board`; public).
    SoloBoard(SoloBoard),
    /// The computer's own solitaire crossing, a finished table to replay (`solo
    /// computer`; public).
    SoloComputer(Table),
    /// The help and the house rules in force here (private).
    Help {
        /// The page asked for (`None`: the overview).
        topic: Option<super::command::HelpTopic>,
        /// The rules in force.
        rules: HouseRules,
        /// Whether they are an open game's (else the channel's defaults).
        game: bool,
        /// The open game's variant (the race when there is none).
        variant: Variant,
        /// With the overview on a server: who searches for a game there now (`seek`),
        /// per game sought (players, rated, people searching).
        searching: Vec<(u8, bool, usize)>,
    },
}

/// A question that ends a game when confirmed: see [`Outcome::Confirm`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Question {
    /// What the answer does.
    pub ending: Ending,
    /// The game asked about ([`TurnKey::game`]): the answer does nothing in a later game.
    pub game: TurnKey,
}

/// What a confirmed [`Question`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The asker resigns (docs/rules.md §4).
    Resign,
    /// The game is called off for everyone, kept unrated.
    Abort,
    /// The asker takes a hint, which makes the rated game casual for everyone.
    Hint,
}

impl Ending {
    /// The command's word (`resign`, `abort`), as button ids and commands write it.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            Ending::Resign => "resign",
            Ending::Abort => "abort",
            Ending::Hint => "hint",
        }
    }
}

/// What happened to a request to take a move back: see [`Outcome::Takeback`]. Names are
/// as stored.
#[derive(Debug)]
pub enum TakebackNews {
    /// A player asked; the people named must accept within `seconds`.
    Asked {
        /// Who asked.
        by: String,
        /// The turns that would be taken back, as text (the person's move first).
        moves: Vec<String>,
        /// Who has to accept.
        waiting: Vec<String>,
        /// How long they have, in seconds.
        seconds: u64,
        /// The request's id (for buttons that answer it).
        id: u64,
    },
    /// One person accepted; the others named have yet to.
    Accepted {
        /// Who accepted.
        by: String,
        /// Who has yet to accept.
        waiting: Vec<String>,
    },
    /// A person declined: the move stands.
    Declined {
        /// Who declined.
        by: String,
        /// Who had asked.
        asker: String,
    },
    /// Nobody answered in time: the move stands.
    Expired {
        /// Who had asked.
        asker: String,
        /// The message with the request's buttons (0: not known).
        message: u64,
    },
    /// The game moved on before everyone answered (someone moved, resigned or ran out
    /// of time): the request is closed and the move stands.
    Closed {
        /// Who had asked.
        asker: String,
        /// What moved the game on.
        how: Closing,
        /// The message with the request's buttons (0: not known).
        message: u64,
    },
}

/// What closed an open takeback request: see [`TakebackNews::Closed`]. Names are as
/// stored.
#[derive(Debug)]
pub enum Closing {
    /// This person moved.
    Moved(String),
    /// This person resigned.
    Resigned(String),
    /// The game moved on otherwise (a turn ran out of time).
    MovedOn,
}

/// The answer to `hint`: see [`Outcome::Hint`].
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

/// A page of kept games: see [`Outcome::History`].
#[derive(Debug)]
pub struct History {
    /// The games, newest first.
    pub games: Vec<KeptGame>,
    /// The page, 1-based.
    pub page: usize,
    /// Whether older games follow on the next page.
    pub more: bool,
    /// How many games the pages hold in all, counted only when the page asked for is
    /// past the end (it has no games and is not the first).
    pub total: Option<usize>,
    /// The person whose games these are, if one was named.
    pub who: Option<String>,
}

/// The leaderboard: see [`Outcome::Leaderboard`].
#[derive(Debug)]
pub struct Leaderboard {
    /// The best listed people, best first.
    pub top: Vec<PlayerRating>,
    /// Their places: equal ratings as shown share one (1, 2, 2, 4).
    pub places: Vec<usize>,
    /// How many people are listed.
    pub count: usize,
    /// The asker's place (`None` while they have too few games to be listed) and rating,
    /// if they have one.
    pub you: Option<(Option<usize>, PlayerRating)>,
    /// The colours of the card (the channel's theme).
    pub theme: Theme,
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
    /// A `forget-me` question answered by someone other than its asker.
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
    /// The creator cannot leave the lobby (abort instead).
    CreatorLeave,
    /// `leave` once the game is under way: a seat is given up before the start only
    /// (`resign` gives up during a game).
    LeaveInGame,
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
    /// Every seat is taken.
    LobbyFull(usize),
    /// Seats are still free.
    NotFull(usize),
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
    /// `moves` without a hole.
    MovesUsage,
    /// `moves` with text that is not a hole.
    NotAHole(String),
    /// `moves` on an empty hole.
    NoPeg(Hole),
    /// `moves` on a peg that never moves.
    FixedPeg(Hole),
    /// The replay could not be made.
    Replay,
    /// `history <name>` or `profile <name>` with a name nobody played under on this
    /// server (the name, at most 32 characters).
    UnknownPlayer(String),
    /// `history <name>` or `profile <name>` with a computer seat's name (`Computer 2`):
    /// computers have no history or profile of their own.
    ComputerName,
    /// `history <name>` or `profile <name>` with the name kept games show for a person
    /// who used `forget-me` (“a former player”): such people are never found by name.
    FormerPlayer,
    /// A takeback, hint or cooldown refusal.
    Assist(AssistRefusal),
    /// `replay <id>` or `record <id>` of a game not kept on this server.
    UnknownGame(u64),
    /// A choice made on a board whose position is gone (a menu or button of an earlier
    /// position or game).
    BoardChanged,
    /// A web seat link of a game that is over (or of a seat the person no longer has).
    OldLink,
    /// At the position shown, the peg chosen on the web board has no such move.
    NoSuchMove,
    /// The sender has asked for the rematch already; the names still to ask.
    RematchAsked(Vec<String>),
    /// `notify` where there are no direct messages (the console).
    NoDirectMessages,
    /// `seek` where there is nobody to find (the console).
    NobodyToSeek,
    /// `challenge` naming nobody.
    ChallengeNobody,
    /// `challenge` naming the challenger.
    ChallengeSelf,
    /// `challenge` naming an app's account (a bot): its name.
    ChallengeBot(String),
    /// `challenge` naming someone twice: their name.
    ChallengeTwice(String),
    /// `challenge` of a number of players no game has (the count, challenger included).
    ChallengePlayers(usize),
    /// `challenge` with a time to answer outside 1 to the most minutes.
    ChallengeMinutes,
    /// A challenge's seat taken (or a computer added) by someone not challenged: the
    /// names of the people challenged.
    NotChallenged(Vec<String>),
    /// A seat added to a challenge by its challenger: a challenge seats only whom it
    /// named when it was made.
    ChallengeSeats,
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
}

impl Answer {
    /// One outcome.
    #[must_use]
    pub fn one(outcome: Outcome) -> Answer {
        Answer {
            outcomes: vec![outcome],
            refusal: None,
        }
    }

    /// A refusal alone.
    #[must_use]
    pub fn refused(refusal: Refusal) -> Answer {
        Answer {
            outcomes: Vec::new(),
            refusal: Some(refusal),
        }
    }
}

impl From<Result<Vec<Outcome>, Refusal>> for Answer {
    fn from(r: Result<Vec<Outcome>, Refusal>) -> Answer {
        match r {
            Ok(outcomes) => Answer {
                outcomes,
                refusal: None,
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

/// The server's board: see [`Outcome::SoloBoard`].
#[derive(Debug)]
pub struct SoloBoard {
    /// The best crossings, best first (place = index + 1).
    pub top: Vec<crate::store::Crossing>,
    /// The asker's place and best crossing, if they have one.
    pub you: Option<(usize, crate::store::Crossing)>,
    /// The asker has none listed, but crossed here with help (a hint or a move taken
    /// back: kept in `history`, never listed).
    pub helped: bool,
}

/// One person of a matched group: user id and name.
pub type Seeker = (u64, String);

/// The game a matched group gets (`seek`): what adapters open with
/// [`super::Input::Matched`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Match {
    /// Seats: the people, then computers.
    pub players: u8,
    /// Rated (else casual).
    pub rated: bool,
    /// The server the game counts on.
    pub server: u64,
    /// The level of the computers in the seats the people leave; `None`: people only.
    pub fill: Option<crate::ai::Level>,
    /// The channel whose thread the game opens in (the last seek's: chosen with it, the
    /// server's game channel, or where it was made).
    pub channel: u64,
}

/// One game of the list.
#[derive(Clone, Debug)]
pub struct GameLine {
    /// Its channel.
    pub channel: u64,
    /// The table there.
    pub table: Table,
    /// Seconds left on the turn clock of the person to move, when it runs.
    pub left: Option<u64>,
}
