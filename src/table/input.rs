//! [`Input`]: one way into a channel's game, as [`super::Tables::execute`] takes it.

use super::{AfterGame, Command, Question, TurnKey};

impl Input {
    /// What kind of input this is, as the metrics name it: the command's name (`move`,
    /// `new`, `add-computer`, …) or `chat`, `choice`, `link-choice`, `after-game`, `takeback-expiry`,
    /// `takeback-posted`, `due`, `season-end`, `tournament-due`, `forget-me-answer`, `notify-refused`,
    /// `console-player`, `new-web-link`, `reseat`.
    #[must_use]
    pub fn kind(&self) -> &'static str {
        match self {
            Input::Command(command) => command.into(),
            other => other.into(),
        }
    }

    /// Whether this input is about the place it comes from, not about the game the
    /// place shows (docs/architecture.md, "A game is not a channel"): its settings, the
    /// server's searches, puzzles, seasons and kept games, the person's own settings. In
    /// a place that shows a game kept elsewhere it acts on the place itself, and its news
    /// stays there.
    #[must_use]
    pub fn of_the_place(&self) -> bool {
        match self {
            Input::Command(command) => matches!(
                command,
                Command::Defaults { .. }
                    | Command::Help(_)
                    | Command::History { .. }
                    | Command::Leaderboard(_)
                    | Command::Profile(_)
                    | Command::Seek { .. }
                    | Command::SeekCancel
                    | Command::Games
                    | Command::Notify(_)
                    | Command::Block { .. }
                    | Command::Digest(_)
                    | Command::ForgetMe { .. }
                    | Command::ReplayGame(_)
                    | Command::Record(_)
                    | Command::Puzzle(_)
                    | Command::Tournament(_)
            ),
            Input::SeasonEnd { .. }
            | Input::ForgetMeAnswer { .. }
            | Input::Matched { .. }
            | Input::ConsolePlayer
            | Input::NewWebLink
            | Input::TournamentDue { .. } => true,
            _ => false,
        }
    }
}

/// One way into a channel's game, as [`Tables::execute`] takes it: every adapter's input
/// (commands, chat, menus, buttons, timers) is one of these.
#[derive(Clone, Debug, strum::IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum Input {
    /// A command, typed in the console or given as a slash command.
    Command(Command),
    /// A chat message: a move when the whole message is two or more holes and a game is
    /// being played; otherwise conversation, which gets no answer.
    Chat(String),
    /// A move chosen from the Move menus: move `index` of the peg on `from`
    /// ([`Tables::peg_moves`]), chosen at position `key`.
    Choice {
        /// The position the menus were offered in.
        key: TurnKey,
        /// The peg.
        from: crate::core::Hole,
        /// Which of its moves.
        index: usize,
    },
    /// A move chosen on the web board with a seat link: as [`Input::Choice`], for the
    /// game and seat the link was made for (a link of an earlier game, or of another seat,
    /// is refused: [`super::Refusal::OldLink`]).
    LinkChoice {
        /// The position the page showed.
        key: TurnKey,
        /// The peg.
        from: crate::core::Hole,
        /// Which of its moves.
        index: usize,
        /// The game the link was made for ([`super::LiveView::game`]).
        game: u64,
        /// The seat it was made for (index).
        seat: usize,
    },
    /// A button under the board of the finished game whose final position is `key`.
    AfterGame {
        /// The finished game's final position.
        key: TurnKey,
        /// The button.
        what: AfterGame,
    },
    /// The answer time of takeback request `id` may be up (a timer).
    TakebackExpiry(u64),
    /// The platform posted takeback request `id` as `message` (its buttons are there).
    TakebackPosted {
        /// The request.
        id: u64,
        /// The platform's message id.
        message: u64,
    },
    /// Whatever is due without a command: the computers' turns nobody is playing, the
    /// turn clock (a timer, and the start of an adapter).
    Due,
    /// Season `number` of `server` may be over (a timer,
    /// [`super::Tables::end_seasons`], in the season's channel): it ends, once, if it is
    /// still the current one and its time is up, and its final leaderboard is posted.
    SeasonEnd {
        /// The server.
        server: u64,
        /// The season.
        number: u32,
    },
    /// Whatever is due in tournament `id` of `server` (a timer,
    /// [`super::Tables::run_tournaments`], in the tournament's channel): its check-in, its
    /// start, a round's end and the next one's pairing, the games to open.
    TournamentDue {
        /// The server.
        server: u64,
        /// The tournament's number there.
        id: u32,
    },
    /// A `forget-me` question answered by its buttons: Confirm or Cancel, pressed by
    /// the user, for the question that `asker` asked (anyone else is refused).
    ForgetMeAnswer {
        /// Confirm (else Cancel).
        confirm: bool,
        /// Who asked the question.
        asker: u64,
    },
    /// A resignation or abort question answered by its Confirm button, pressed by the
    /// user, for the question that user `.1` was asked (anyone else is refused; so is a
    /// question about a game that is no longer the channel's).
    Confirmed(Question, u64),
    /// A matched group of seeks (`seek`, [`SeekNews::Matched`]) gets its game here:
    /// opened, seated in the group's order, and started.
    ///
    /// [`SeekNews::Matched`]: super::seek::SeekNews::Matched
    Matched {
        /// The people, user id and name, the last seeker first.
        group: Vec<super::seek::Seeker>,
        /// The game: seats, rated, server, computers.
        game: super::seek::Match,
        /// Every place that shows it, this one first, when it is seen in several (a
        /// group found anywhere: [`super::Reply::places`]); empty otherwise.
        places: Vec<crate::store::GamePlace>,
    },
    /// A direct message to `user` was refused: their `notify` goes off, and the channel
    /// is told once ([`Tables::notify_refused`]).
    NotifyRefused {
        /// The person who does not accept direct messages from the bot.
        user: u64,
    },
    /// The console's own player is now the user (kept between runs: the console's
    /// `--name`).
    ConsolePlayer,
    /// The user asks for a new web board link (**Play in the browser**): their link number
    /// goes up, which ends their earlier links ([`Tables::new_web_link`]).
    NewWebLink,
    /// The seat of person `from` goes to the user (the console's `--name` on a saved
    /// game, [`Tables::reseat`]).
    Reseat {
        /// The person whose seat it is.
        from: u64,
    },
}
