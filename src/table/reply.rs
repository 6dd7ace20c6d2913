//! What the table says back, worded: [`Reply`], and the [`Mention`] of the player to
//! ping that adapters write their own way; the catalogues an answer is worded in
//! ([`Langs`]); and what adapters act on beside the words (a [`Question`] to confirm, a
//! [`Match`] to open).

use super::state::TurnKey;

/// The most characters of a [`Reply::description`] (Discord's limit for an attachment's
/// description, "Attachment Object": 1,024).
pub const MAX_DESCRIPTION: usize = 1024;

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
    /// The holes the image marks on [`Reply::board`] (where a peg can go, the holes of a
    /// hint's move), for adapters that also show a text board.
    pub marks: Vec<crate::core::Hole>,
    /// A message of the platform whose buttons this news ends (a takeback request's,
    /// as [`crate::store::TakebackRequest::message`] keeps it): adapters take them away.
    pub closes: Option<u64>,
    /// The one user this reply may ping (the player to move), if any.
    pub mention: Option<Mention>,
    /// Meant for the sender only (ephemeral where the platform allows).
    pub private: bool,
    /// What the reply is, so adapters need not guess it from its parts.
    pub kind: ReplyKind,
    /// What [`Reply::image`] shows, in words, for people who cannot see it (Discord's
    /// attachment description, at most [`MAX_DESCRIPTION`] characters; the console prints
    /// it beside the image's path): whose turn, the last moves, each army's pegs home.
    pub description: Option<String>,
    /// The people a [`ReplyKind::Matched`] reply brought together (user id and name), in
    /// seat order: adapters open their game ([`super::Input::Matched`]) and ping them.
    pub group: Vec<(u64, String)>,
    /// Where each person of [`Reply::group`] searched, in its order, when the group
    /// comes from the pool of every open server (`seek anywhere`): their channel and
    /// server. The adapter opens a place in each and shows the game there
    /// ([`crate::store::GamePlace`]). Empty otherwise.
    pub places: Vec<(u64, u64)>,
}

/// What a [`Reply`] is. Whether it is for everyone or for the sender only is
/// [`Reply::private`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplyKind {
    /// Words only: news for the channel, or a note (or a refusal) for the sender.
    Text,
    /// News of a lobby: opened, a seat taken or given up. Adapters keep one message per
    /// lobby with its buttons.
    Lobby,
    /// A request the others answer (a takeback): adapters add Accept and Decline.
    Request,
    /// A question to the sender before their resignation or abort ends a game (the
    /// console's words say to type `resign confirm`): adapters with buttons word it their
    /// way and add a Confirm button for this question.
    Confirm(Question),
    /// A board: a PNG of the position in [`Reply::board`] (public after a change or on
    /// request; private for `moves` and a hint).
    Board,
    /// A replay: an animated GIF of a whole game.
    Replay,
    /// A file named by [`Reply::file_name`]: a card (PNG) or a game record (text).
    File,
    /// A direct message to `user` (`notify`: it is their turn in `channel`), never
    /// posted in a channel. Adapters without direct messages leave it out.
    Direct {
        /// The channel of the game.
        channel: u64,
        /// Whom it is for.
        user: u64,
    },
    /// Seekers matched ([`Reply::group`]): adapters open the group's game where they
    /// choose (a thread) with [`super::Input::Matched`], `rated` or casual.
    Matched(Match),
    /// A tournament's announcement: adapters add its Join button, or its Check in
    /// button when `check_in`.
    Tournament {
        /// The tournament's number on the server.
        id: u32,
        /// The check-in's announcement.
        check_in: bool,
        /// The language of the post, for the button's label.
        lang: &'static str,
    },
    /// Why an input changed nothing (for the sender, but a damaged table's, which the
    /// channel is told).
    Refusal,
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
            marks: Vec::new(),
            closes: None,
            mention: None,
            private: true,
            kind: ReplyKind::Text,
            group: Vec::new(),
            places: Vec::new(),
            description: None,
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
            marks: Vec::new(),
            closes: None,
            mention: None,
            private: false,
            kind: ReplyKind::Text,
            group: Vec::new(),
            places: Vec::new(),
            description: None,
        }
    }

    /// This reply as `kind`.
    #[must_use]
    pub fn as_kind(self, kind: ReplyKind) -> Reply {
        Reply { kind, ..self }
    }

    /// Whether this is a board posted for everyone (the position after a change, or on
    /// request).
    #[must_use]
    pub fn is_public_board(&self) -> bool {
        !self.private && self.kind == ReplyKind::Board
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

    /// The file extension of the image: `gif` for a replay, `png` for a board; the extension of [`Reply::file_name`] when there is one; `None`
    /// without an image.
    #[must_use]
    pub fn image_extension(&self) -> Option<&'static str> {
        self.image.as_deref()?;
        match (self.kind, self.file_name.and_then(|f| f.rsplit_once('.'))) {
            (_, Some((_, ext))) => Some(ext),
            (ReplyKind::Replay, None) => Some("gif"),
            _ => Some("png"),
        }
    }

    /// The attachment's file name: [`Reply::file_name`], else `replay.gif` or
    /// `board.png`; `None` without one.
    #[must_use]
    pub fn attachment_name(&self) -> Option<&'static str> {
        self.image.as_deref()?;
        Some(match (self.file_name, self.kind) {
            (Some(name), _) => name,
            (None, ReplyKind::Replay) => "replay.gif",
            (None, _) => "board.png",
        })
    }

    /// Whether image bytes are a GIF (a replay) rather than a PNG (a board).
    #[must_use]
    pub fn is_gif(bytes: &[u8]) -> bool {
        bytes.starts_with(b"GIF8")
    }
}

/// The catalogues of one answer: public posts follow the channel's language, replies
/// meant for the sender only follow the sender's.
pub struct Langs {
    /// For posts everyone sees.
    pub public: &'static crate::i18n::Catalogue,
    /// For replies to the sender only.
    pub private: &'static crate::i18n::Catalogue,
}

/// A question that ends a game when confirmed: see [`super::Outcome::Confirm`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Question {
    /// What the answer does.
    pub ending: Ending,
    /// The game asked about ([`super::TurnKey::game`]): the answer does nothing in a later game.
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
    /// The tournament game it is (docs/playing.md "Tournaments"): the game takes the
    /// tournament's house rules, and its result goes to the tournament. `None` for a seek.
    pub tournament: Option<crate::store::TournamentGame>,
}
