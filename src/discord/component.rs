//! The bot's component ids: every button and menu names what it is and what it is for
//! in its `custom_id` (at most 100 characters), and an old one is read back or refused
//! here. The lobby's, the takeback's and forget-me's ids are read in their own modules.

use crate::core::Hole;
use crate::table::TurnKey;

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
}

impl Pick {
    /// The component's `custom_id` (at most 100 characters).
    #[must_use]
    pub fn custom_id(self) -> String {
        match self {
            Pick::Open(key) => format!("{PREFIX}:mv:{key}"),
            Pick::Peg(key, page) => format!("{PREFIX}:mp:{key}:{page}"),
            Pick::Dest(key, from, page) => format!("{PREFIX}:md:{key}:{from}:{page}"),
        }
    }

    /// The component of a `custom_id`; `None` when it is none of the move flow's.
    #[must_use]
    pub fn parse(custom_id: &str) -> Option<Pick> {
        let parts: Vec<&str> = custom_id.split(':').collect();
        let page = |s: &str| s.parse::<usize>().ok().filter(|&p| p < 1000);
        match parts.as_slice() {
            [PREFIX, "mv", key] => Some(Pick::Open(key.parse().ok()?)),
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
}
