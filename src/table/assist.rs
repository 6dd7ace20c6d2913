//! Takebacks, hints and cooldowns in words: the messages of `assist.ftl`. The news
//! ([`TakebackNews`], [`Hint`]) and refusals ([`AssistRefusal`]) of the three features
//! are worded here ([`Told`], [`Refused`]); their types live in `outcome.rs`, because
//! `images.rs` and `describe.rs` draw and describe a hint too.

use crate::core::format_path;
use crate::i18n::Catalogue;
use crate::t;

use super::outcome::{AssistRefusal, Closing, Hint, TakebackNews};
use super::reply::{Langs, ReplyKind};
use super::told::{Refused, Told};
use super::words::level_name;
use super::{images, Reply};
use crate::core::safe;

/// News of a takeback request, for the channel.
#[must_use]
pub fn takeback(news: &TakebackNews, cat: &Catalogue) -> Reply {
    let names = |names: &[String]| names.iter().map(|n| safe(n)).collect::<Vec<_>>().join(", ");
    let text = match news {
        TakebackNews::Asked {
            by,
            moves,
            waiting,
            seconds,
            ..
        } => t!(cat, "takeback-asked", "name" => safe(by), "moves" => moves.join(", "),
            "count" => moves.len(), "replies" => moves.len().saturating_sub(1), "waiting" => names(waiting), "seconds" => *seconds as usize),
        TakebackNews::Accepted { by, waiting } if waiting.is_empty() => {
            t!(cat, "takeback-accepted", "name" => safe(by))
        }
        TakebackNews::Accepted { by, waiting } => t!(cat, "takeback-accepted-waiting",
            "name" => safe(by), "waiting" => names(waiting)),
        TakebackNews::Declined { by, asker } => {
            t!(cat, "takeback-declined", "name" => safe(by), "asker" => safe(asker))
        }
        TakebackNews::Expired { asker, .. } => {
            t!(cat, "takeback-expired", "asker" => safe(asker))
        }
        TakebackNews::Closed { asker, how, .. } => match how {
            Closing::Moved(name) => t!(cat, "takeback-closed-moved",
                "asker" => safe(asker), "name" => safe(name)),
            Closing::Resigned(name) => t!(cat, "takeback-closed-resigned",
                "asker" => safe(asker), "name" => safe(name)),
            Closing::MovedOn => t!(cat, "takeback-closed", "asker" => safe(asker)),
        },
    };
    let kind = match news {
        TakebackNews::Asked { .. } => ReplyKind::Request,
        _ => ReplyKind::Text,
    };
    let closes = match news {
        TakebackNews::Expired { message, .. } | TakebackNews::Closed { message, .. } => {
            Some(*message).filter(|&m| m != 0)
        }
        _ => None,
    };
    Reply {
        closes,
        ..Reply::public(text).as_kind(kind)
    }
}

/// The lines that say a move was taken back (with the computers' replies after it), and
/// that the game became casual when it did.
#[must_use]
pub fn taken_back(
    name: &str,
    undone: &[String],
    made_casual: bool,
    cat: &Catalogue,
) -> Vec<String> {
    let mut lines = vec![t!(cat, "takeback-done",
        "name" => name.to_string(), "moves" => undone.join(", "), "count" => undone.len(),
        "replies" => undone.len().saturating_sub(1))];
    if made_casual {
        lines.push(t!(cat, "casual-now"));
    }
    lines
}

/// The answer to `hint`, for the asker only: the chain in words and on the board.
#[must_use]
pub fn hint(hint: &Hint, cat: &Catalogue) -> Reply {
    let chain = format_path(&hint.path);
    let mut text = t!(cat, "hint", "level" => level_name(hint.level, cat), "move" => chain);
    if hint.made_casual {
        text.push(' ');
        // A solitaire crossing is never rated: what it loses is its place on the board.
        let solo = hint
            .table
            .game
            .as_ref()
            .is_some_and(|g| g.seats().count() == 1);
        text.push_str(&t!(
            cat,
            if solo {
                "casual-now-solo"
            } else {
                "casual-now"
            }
        ));
    }
    Reply {
        text,
        image: Some(images::hint(hint, cat)),
        file_name: None,
        board: hint.table.game.as_ref().map(|g| *g.board()),
        marks: hint.path.iter().skip(1).copied().collect(),
        closes: None,
        mention: None,
        private: true,
        kind: ReplyKind::Board,
        group: Vec::new(),
        description: Some(super::describe::hint(hint, cat)),
    }
}

impl Told for TakebackNews {
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        vec![takeback(self, l.public)]
    }
}

impl Told for Hint {
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        vec![hint(self, l.private)]
    }
}

/// Why a takeback, hint or expensive answer was refused.
impl Refused for AssistRefusal {
    fn words(&self, cat: &Catalogue) -> String {
        match self {
            AssistRefusal::TakebackOff => t!(cat, "err-takeback-off"),
            AssistRefusal::TakebackOver => t!(cat, "err-takeback-over"),
            AssistRefusal::NothingToTakeBack => t!(cat, "err-nothing-to-take-back"),
            AssistRefusal::TakebackOpen => t!(cat, "err-takeback-open"),
            AssistRefusal::TakebackToAnswer(asker) => {
                t!(cat, "err-takeback-to-answer", "asker" => safe(asker))
            }
            AssistRefusal::TakebackAskedBefore => t!(cat, "err-takeback-asked-before"),
            AssistRefusal::NoTakeback => t!(cat, "err-no-takeback"),
            AssistRefusal::OwnTakeback => t!(cat, "err-own-takeback"),
            AssistRefusal::NotAsked => t!(cat, "err-not-asked"),
            AssistRefusal::HintsOff => t!(cat, "err-hints-off"),
            AssistRefusal::HintNotYourTurn => t!(cat, "err-hint-not-your-turn"),
            AssistRefusal::Cooldown(seconds) => {
                t!(cat, "err-cooldown", "seconds" => *seconds as usize)
            }
        }
    }
}
