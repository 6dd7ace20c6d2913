//! The typed words of kept games and ratings: `history [name] [page]`,
//! `leaderboard [season]`, `profile [name]`, `forget-me [confirm]`, `replay <id>`, `record <id>`,
//! and the names `history` and `profile` cannot look up: a computer seat's name
//! (`Computer 2`) and a forgotten person's (“a former player”).

use crate::i18n::{catalogue, languages};
use crate::t;

use super::command::{cut_word, Command, UnknownCommand, Who};

/// The highest page `history` takes (as Discord's `page` option).
pub const MAX_HISTORY_PAGE: usize = 100_000;

/// The commands of kept games and ratings, by their English word; `None` for other
/// words.
pub(super) fn kept_command(word: &str, rest: &[&str]) -> Option<Result<Command, UnknownCommand>> {
    let named = |words: &[&str]| (!words.is_empty()).then(|| Who::Name(words.join(" ")));
    Some(Ok(match (word, rest) {
        ("history", rest) => return Some(history_command(rest)),
        ("leaderboard", []) => Command::Leaderboard(None),
        ("leaderboard", [n]) => {
            return Some(season_number(n).map(|n| Command::Leaderboard(Some(n))))
        }
        ("leaderboard", [_, extra, ..]) => {
            return Some(Err(UnknownCommand::Season(cut_word(extra))))
        }
        ("profile", rest) => Command::Profile(named(rest)),
        ("forget-me" | "forgetme", []) => Command::ForgetMe { confirmed: false },
        ("forget-me" | "forgetme", [w]) if confirm_word(w) => Command::ForgetMe { confirmed: true },
        ("replay", [id]) => return Some(game_id(id).map(Command::ReplayGame)),
        ("replay", [_, _, ..]) => return Some(Err(UnknownCommand::GameUsage("replay"))),
        ("record", [id]) => return Some(game_id(id).map(Command::Record)),
        ("record", _) => return Some(Err(UnknownCommand::GameUsage("record"))),
        _ => return None,
    }))
}

/// `history`, `history 2`, `history Bob`, `history Bob 2`. A name is passed on whole,
/// a page number at its end included (`Bob 2`, `Computer 2`, `Agent 47`): the table
/// reads the number as the page only when nobody is called by the whole name
/// ([`split_page`]). A last word that is a number but no page (`-1`, `0`, more than
/// [`MAX_HISTORY_PAGE`]) is refused.
fn history_command(rest: &[&str]) -> Result<Command, UnknownCommand> {
    let Some(last) = rest.last() else {
        return Ok(Command::History { who: None, page: 1 });
    };
    if is_number(last) {
        let page = page_number(last).ok_or_else(|| UnknownCommand::Page(cut_word(last)))?;
        if rest.len() == 1 {
            return Ok(Command::History { who: None, page });
        }
    }
    Ok(Command::History {
        who: Some(Who::Name(rest.join(" "))),
        page: 1,
    })
}

/// Whether `word` is written as a whole number (`12`, `-1`, `+3`).
fn is_number(word: &str) -> bool {
    let digits = word.strip_prefix(['-', '+']).unwrap_or(word);
    !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

/// `word` as a page of `history`: 1 to [`MAX_HISTORY_PAGE`].
fn page_number(word: &str) -> Option<usize> {
    word.parse()
        .ok()
        .filter(|p| (1..=MAX_HISTORY_PAGE).contains(p))
}

/// A typed name that ends in a page number (`Bob 2`): the name before it and the page.
#[must_use]
pub(super) fn split_page(name: &str) -> Option<(&str, usize)> {
    let (before, last) = name.trim_end().rsplit_once(' ')?;
    let page = page_number(last)?;
    let before = before.trim_end();
    (!before.is_empty()).then_some((before, page))
}

/// A season's number as typed after `leaderboard` (`2`, or `#2`).
fn season_number(word: &str) -> Result<u32, UnknownCommand> {
    word.strip_prefix('#')
        .unwrap_or(word)
        .parse()
        .ok()
        .filter(|n| *n > 0)
        .ok_or_else(|| UnknownCommand::Season(cut_word(word)))
}

/// A game id as `history` shows it (`12` or `#12`).
fn game_id(word: &str) -> Result<u64, UnknownCommand> {
    word.strip_prefix('#')
        .unwrap_or(word)
        .parse()
        .map_err(|_| UnknownCommand::GameId(cut_word(word)))
}

/// Whether `word` confirms `forget-me`, `resign` or `abort`: `confirm`, or
/// `forget-me-confirm` of any language (`conferma`), in any case.
pub(super) fn confirm_word(word: &str) -> bool {
    word.eq_ignore_ascii_case("confirm") || crate::i18n::said_in_any("forget-me-confirm", word)
}

/// Whether `name` is a computer seat's name in some language, with any number or none
/// (`Computer 2`, `počítač 3`, `Computer7`, the word alone; spaces and case aside):
/// computers are not looked up by name, since the name is only the seat's in one game.
#[must_use]
pub(super) fn computer_name(name: &str) -> bool {
    let lower = name.to_lowercase();
    let word = lower.trim_end_matches(|c: char| c.is_ascii_digit() || c.is_whitespace());
    let word = word.trim_start();
    languages().map(catalogue).any(|cat| {
        let bare = t!(cat, "computer-name", "seat" => "").trim().to_lowercase();
        !word.is_empty() && word == bare
    })
}

/// Whether `name` is what kept games show for a forgotten person in some language
/// (“a former player”): such people are never found by name (docs/playing.md,
/// `forget-me`).
#[must_use]
pub(super) fn former_name(name: &str) -> bool {
    crate::i18n::said_in_any("former-player", &crate::core::single_spaced(name))
}

/// Whether `name` is one that posts and kept games give to no person: a computer seat's
/// (`Computer 2`) or a forgotten person's (“a former player”), in some language. The
/// console refuses it as a local player's name (`as`, `--name`), since `history` and
/// `profile` could never find that player.
#[must_use]
pub fn reserved_name(name: &str) -> bool {
    computer_name(name) || former_name(name)
}
