//! Hints and the refusals of takebacks, hints and cooldowns in words: the messages of
//! `assist.ftl` (a takeback's news is worded in `takeback.rs`). [`Hint`] and
//! [`AssistRefusal`] live in `outcome.rs`, because `images.rs` and `describe.rs` draw and
//! describe a hint too, and three features share the refusals.

use crate::core::format_path;
use crate::i18n::Catalogue;
use crate::t;

use super::outcome::{AssistRefusal, Hint};
use super::reply::{Langs, ReplyKind};
use super::told::{Refused, Told};
use super::words::level_name;
use super::{images, Reply};
use crate::core::safe;

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
        places: Vec::new(),
        description: Some(super::describe::hint(hint, cat)),
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
