//! The bot's component ids: every button and menu names what it is and what it is for
//! in its `custom_id` (at most 100 characters), and is read back here, once, into a
//! [`Component`] that `events.rs` routes. The ids are the ones earlier versions wrote, so
//! buttons under messages posted before an upgrade keep working.

use crate::core::Hole;
use crate::table::{Ending, Question, TurnKey};

/// First part of every component id of the bot.
const PREFIX: &str = "checkers";

/// A component of the move flow, as its `custom_id` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    /// The Move button under a board.
    Open(TurnKey),
    /// The menu of pegs, showing page `usize`.
    Peg(TurnKey, usize),
    /// The menu of the moves of the peg on the hole, showing page `usize`.
    Dest(TurnKey, Hole, usize),
    /// "Play in the browser": the presser's own link to the web board (answered
    /// privately).
    Web(TurnKey),
}

impl Pick {
    /// The component's `custom_id` (at most 100 characters).
    #[must_use]
    pub fn custom_id(self) -> String {
        match self {
            Pick::Open(key) => format!("{PREFIX}:mv:{key}"),
            Pick::Peg(key, page) => format!("{PREFIX}:mp:{key}:{page}"),
            Pick::Dest(key, from, page) => format!("{PREFIX}:md:{key}:{from}:{page}"),
            Pick::Web(key) => format!("{PREFIX}:web:{key}"),
        }
    }

    /// The component of a `custom_id`; `None` when it is none of the move flow's.
    #[must_use]
    pub fn parse(custom_id: &str) -> Option<Pick> {
        let parts: Vec<&str> = custom_id.split(':').collect();
        let page = |s: &str| s.parse::<usize>().ok().filter(|&p| p < 1000);
        match parts.as_slice() {
            [PREFIX, "mv", key] => Some(Pick::Open(key.parse().ok()?)),
            [PREFIX, "web", key] => Some(Pick::Web(key.parse().ok()?)),
            [PREFIX, "mp", key, p] => Some(Pick::Peg(key.parse().ok()?, page(p)?)),
            [PREFIX, "md", key, hole, p] => {
                Some(Pick::Dest(key.parse().ok()?, hole.parse().ok()?, page(p)?))
            }
            _ => None,
        }
    }
}

/// A button under a finished game's board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// Ask for a rematch of the game.
    Rematch(TurnKey),
    /// The game's replay.
    Replay(TurnKey),
}

impl End {
    /// The button's `custom_id`.
    #[must_use]
    pub fn custom_id(self) -> String {
        match self {
            End::Rematch(key) => format!("checkers:rematch:{key}"),
            End::Replay(key) => format!("checkers:replay:{key}"),
        }
    }

    /// The button of a `custom_id`; `None` when it is neither.
    #[must_use]
    pub fn parse(custom_id: &str) -> Option<End> {
        match custom_id.split(':').collect::<Vec<_>>().as_slice() {
            ["checkers", "rematch", key] => Some(End::Rematch(key.parse().ok()?)),
            ["checkers", "replay", key] => Some(End::Replay(key.parse().ok()?)),
            _ => None,
        }
    }
}

/// A lobby button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    /// Take a seat.
    Join,
    /// Give it up.
    Leave,
    /// Seat the computer (creator).
    AddComputer,
    /// Begin (creator, every seat taken).
    Start,
    /// Accept a challenge (a person challenged; the table's `join`).
    Accept,
    /// Decline a challenge (a person challenged; the table's `leave`).
    Decline,
}

impl Button {
    const ALL: [Button; 6] = [
        Button::Join,
        Button::Leave,
        Button::AddComputer,
        Button::Start,
        Button::Accept,
        Button::Decline,
    ];

    fn key(self) -> &'static str {
        match self {
            Button::Join => "join",
            Button::Leave => "leave",
            Button::AddComputer => "computer",
            Button::Start => "start",
            Button::Accept => "accept",
            Button::Decline => "decline",
        }
    }

    /// The button's `custom_id` for lobby `lobby` (at most 100 characters).
    #[must_use]
    pub fn custom_id(self, lobby: u64) -> String {
        format!("{PREFIX}:{}:{lobby:016x}", self.key())
    }

    /// The button and lobby of a `custom_id`; `None` when it is not a lobby button.
    #[must_use]
    pub fn parse(custom_id: &str) -> Option<(Button, u64)> {
        let mut parts = custom_id.split(':');
        if parts.next() != Some(PREFIX) {
            return None;
        }
        let key = parts.next()?;
        let button = Button::ALL.into_iter().find(|b| b.key() == key)?;
        let lobby = u64::from_str_radix(parts.next()?, 16).ok()?;
        parts.next().is_none().then_some((button, lobby))
    }
}

/// A button or menu of the bot, read from its `custom_id`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Component {
    /// A lobby button, for the lobby numbered so.
    Lobby(Button, u64),
    /// The Move button or one of its menus.
    Move(Pick),
    /// Rematch or Replay under a finished game's board.
    End(End),
    /// Accept or Decline of takeback request `request`.
    Takeback {
        /// Accept (else Decline).
        accept: bool,
        /// The request.
        request: u64,
    },
    /// Confirm or Cancel of the `forget-me` question `asker` asked.
    ForgetMe {
        /// Confirm (else Cancel).
        confirm: bool,
        /// Who asked.
        asker: u64,
    },
    /// Join (or Check in, when `check_in`) of tournament `id` of the server.
    Tournament {
        /// The tournament's number.
        id: u32,
        /// Check in (else Join).
        check_in: bool,
    },
    /// Confirm of the question before `asker`'s resignation or abort ends a game.
    Confirm {
        /// What it confirms, for which game.
        question: Question,
        /// Who was asked.
        asker: u64,
    },
}

impl Component {
    /// The component a `custom_id` names; `None` when it is none of the bot's (or an id
    /// no version wrote).
    #[must_use]
    pub fn parse(custom_id: &str) -> Option<Component> {
        if let Some((accept, request)) = parse_takeback(custom_id) {
            return Some(Component::Takeback { accept, request });
        }
        if let Some((confirm, asker)) = parse_forget_me(custom_id) {
            return Some(Component::ForgetMe { confirm, asker });
        }
        if let Some((id, check_in)) = parse_tournament(custom_id) {
            return Some(Component::Tournament { id, check_in });
        }
        if let Some((question, asker)) = parse_confirm(custom_id) {
            return Some(Component::Confirm { question, asker });
        }
        Pick::parse(custom_id)
            .map(Component::Move)
            .or_else(|| End::parse(custom_id).map(Component::End))
            .or_else(|| Button::parse(custom_id).map(|(b, lobby)| Component::Lobby(b, lobby)))
    }
}

/// First part of the tournament buttons' ids.
const TOURNAMENT: &str = "checkers-tournament";

/// The `custom_id` of tournament `id`'s Join button, or its Check in button when
/// `check_in`.
#[must_use]
pub fn tournament_id(id: u32, check_in: bool) -> String {
    let what = if check_in { "checkin" } else { "join" };
    format!("{TOURNAMENT}:{what}:{id}")
}

/// The tournament button a `custom_id` names: its number, and whether it is Check in
/// (else Join).
fn parse_tournament(custom_id: &str) -> Option<(u32, bool)> {
    let mut parts = custom_id.split(':');
    if parts.next() != Some(TOURNAMENT) {
        return None;
    }
    let check_in = match parts.next()? {
        "join" => false,
        "checkin" => true,
        _ => return None,
    };
    let id = parts.next()?.parse().ok()?;
    parts.next().is_none().then_some((id, check_in))
}

/// First part of the `forget-me` buttons' ids.
const FORGET_ME: &str = "forget-me";

/// First part of the takeback buttons' ids.
const TAKEBACK: &str = "checkers-takeback";

/// A takeback button's `custom_id`: accept or decline request `id`.
#[must_use]
pub fn takeback_id(accept: bool, id: u64) -> String {
    let word = if accept { "accept" } else { "decline" };
    format!("{TAKEBACK}:{word}:{id:016x}")
}

/// Whether a takeback button was pressed (accept or not) and which request it answers;
/// `None` for any other `custom_id`.
#[must_use]
fn parse_takeback(custom_id: &str) -> Option<(bool, u64)> {
    let mut parts = custom_id.split(':');
    if parts.next() != Some(TAKEBACK) {
        return None;
    }
    let accept = match parts.next()? {
        "accept" => true,
        "decline" => false,
        _ => return None,
    };
    let id = u64::from_str_radix(parts.next()?, 16).ok()?;
    parts.next().is_none().then_some((accept, id))
}

/// The `custom_id` of a `forget-me` button: `forget-me:confirm:<user>` or
/// `forget-me:cancel:<user>` (at most 40 characters).
#[must_use]
pub fn forget_me_id(confirm: bool, asker: u64) -> String {
    let what = if confirm { "confirm" } else { "cancel" };
    format!("{FORGET_ME}:{what}:{asker}")
}

/// Whether the button confirms, and whose question it answers; `None` when `custom_id`
/// is no `forget-me` button.
#[must_use]
fn parse_forget_me(custom_id: &str) -> Option<(bool, u64)> {
    let mut parts = custom_id.split(':');
    if parts.next()? != FORGET_ME {
        return None;
    }
    let confirm = match parts.next()? {
        "confirm" => true,
        "cancel" => false,
        _ => return None,
    };
    let asker = parts.next()?.parse().ok()?;
    parts.next().is_none().then_some((confirm, asker))
}

/// First part of the Confirm buttons' ids (a resignation or an abort asked first).
const CONFIRM: &str = "checkers-confirm";

/// The `custom_id` of the Confirm button of `question`, asked of user `asker`:
/// `checkers-confirm:resign:<game key>:<asker>` (at most 50 characters).
#[must_use]
pub fn confirm_id(question: Question, asker: u64) -> String {
    let word = question.ending.word();
    format!("{CONFIRM}:{word}:{}:{asker}", question.game)
}

/// The question a Confirm button answers, and who was asked; `None` when `custom_id` is
/// no Confirm button.
#[must_use]
fn parse_confirm(custom_id: &str) -> Option<(Question, u64)> {
    let mut parts = custom_id.split(':');
    if parts.next()? != CONFIRM {
        return None;
    }
    let ending = match parts.next()? {
        "resign" => Ending::Resign,
        "abort" => Ending::Abort,
        "hint" => Ending::Hint,
        _ => return None,
    };
    let game = parts.next()?.parse().ok()?;
    let asker = parts.next()?.parse().ok()?;
    parts
        .next()
        .is_none()
        .then_some((Question { ending, game }, asker))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn end_button_ids_round_trip() {
        let key: TurnKey = "feedbeef".parse().expect("a key");
        for end in [End::Rematch(key), End::Replay(key)] {
            assert_eq!(End::parse(&end.custom_id()), Some(end));
        }
        assert_eq!(End::Rematch(key).custom_id(), "checkers:rematch:feedbeef");
        assert_eq!(End::parse("checkers:rematch:feed"), None);
        assert_eq!(End::parse("checkers:join:feedbeef"), None);
    }

    #[test]
    fn takeback_ids_round_trip_and_stay_short() {
        for accept in [true, false] {
            let id = takeback_id(accept, u64::MAX);
            assert!(id.len() <= 100);
            assert_eq!(parse_takeback(&id), Some((accept, u64::MAX)));
        }
        assert_eq!(
            parse_takeback("checkers-takeback:accept:2a"),
            Some((true, 42))
        );
        assert_eq!(parse_takeback("checkers-takeback:maybe:2a"), None);
        assert_eq!(parse_takeback("checkers:join:2a"), None);
        assert_eq!(parse_takeback("checkers-takeback:accept:2a:x"), None);
        assert_eq!(parse_takeback("checkers-takeback:decline:zz"), None);
    }

    #[test]
    fn forget_me_button_ids_round_trip_and_refuse_others() {
        for confirm in [true, false] {
            let id = forget_me_id(confirm, u64::MAX);
            assert!(id.len() <= 100, "{id}");
            assert_eq!(parse_forget_me(&id), Some((confirm, u64::MAX)));
        }
        for other in [
            "",
            "forget-me",
            "forget-me:confirm",
            "forget-me:maybe:1",
            "forget-me:confirm:x",
            "forget-me:confirm:1:2",
            "join:1",
        ] {
            assert_eq!(parse_forget_me(other), None, "{other}");
        }
    }

    #[test]
    fn confirm_button_ids_round_trip_and_refuse_others() {
        let game: TurnKey = "feedbeef".parse().expect("a key");
        for ending in [Ending::Resign, Ending::Abort, Ending::Hint] {
            let question = Question { ending, game };
            let id = confirm_id(question, u64::MAX);
            assert!(id.len() <= 100, "{id}");
            assert_eq!(parse_confirm(&id), Some((question, u64::MAX)));
        }
        assert_eq!(
            confirm_id(
                Question {
                    ending: Ending::Abort,
                    game
                },
                7
            ),
            "checkers-confirm:abort:feedbeef:7"
        );
        for other in [
            "",
            "checkers-confirm",
            "checkers-confirm:resign:feedbeef",
            "checkers-confirm:leave:feedbeef:7",
            "checkers-confirm:resign:feed:7",
            "checkers-confirm:resign:feedbeef:x",
            "checkers-confirm:resign:feedbeef:7:8",
            "forget-me:confirm:7",
        ] {
            assert_eq!(parse_confirm(other), None, "{other}");
        }
    }

    #[test]
    fn lobby_ids_round_trip_and_stay_short() {
        for b in Button::ALL {
            let id = b.custom_id(u64::MAX);
            assert!(id.len() <= 100);
            assert_eq!(Button::parse(&id), Some((b, u64::MAX)));
        }
        assert_eq!(Button::parse("checkers:dance:00"), None);
        assert_eq!(Button::parse("other:join:00"), None);
        assert_eq!(Button::parse("checkers:join:00:extra"), None);
        assert_eq!(Button::parse("checkers:join:zz"), None);
    }

    #[test]
    fn every_id_is_read_back_as_its_component_and_no_other() {
        let key: TurnKey = "feedbeef".parse().expect("a key");
        let all = [
            Component::Lobby(Button::Start, 7),
            Component::Move(Pick::Dest(key, "e7".parse().expect("a hole"), 2)),
            Component::End(End::Replay(key)),
            Component::Takeback {
                accept: false,
                request: 9,
            },
            Component::ForgetMe {
                confirm: true,
                asker: 11,
            },
            Component::Confirm {
                question: Question {
                    ending: Ending::Resign,
                    game: key,
                },
                asker: 12,
            },
        ];
        let ids = [
            Button::Start.custom_id(7),
            Pick::Dest(key, "e7".parse().expect("a hole"), 2).custom_id(),
            End::Replay(key).custom_id(),
            takeback_id(false, 9),
            forget_me_id(true, 11),
            confirm_id(
                Question {
                    ending: Ending::Resign,
                    game: key,
                },
                12,
            ),
        ];
        for (component, id) in all.iter().zip(&ids) {
            assert_eq!(Component::parse(id).as_ref(), Some(component), "{id}");
        }
        for other in [
            "",
            "checkers",
            "checkers:dance:00",
            "forget-me:x:1",
            "lobby:join",
        ] {
            assert_eq!(Component::parse(other), None, "{other}");
        }
    }
}
