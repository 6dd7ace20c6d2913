//! Command lines as typed (`new 3`, `add-computer hard`, `d2 e7`) read into [`Command`]s, in
//! any supported language's words.

use super::command::{cut_word, Command, DigestAsk, HelpTopic, SoloView, UnknownCommand};
use super::keys::{english_key, english_value};
use crate::ai::Level;

impl Command {
    /// Parses a command line such as `new 3`, `add-computer hard`, `move d2 e7` or a bare move
    /// `d2 e7`. Returns `None` for empty text.
    ///
    /// # Errors
    /// [`UnknownCommand`] when the text is neither a command nor a move.
    pub fn parse(text: &str) -> Result<Option<Command>, UnknownCommand> {
        let narrowed = crate::core::narrow(text);
        let text = narrowed.trim();
        let text = text.strip_prefix('/').unwrap_or(text);
        let mut words = text.split_whitespace();
        let Some(first) = words.next() else {
            return Ok(None);
        };
        let rest: Vec<&str> = words.collect();
        let first = english_word(first);
        if let Some(kept) = super::kept_words::kept_command(&first, &rest) {
            return kept.map(Some);
        }
        let cmd = match (first.as_str(), rest.as_slice()) {
            ("new", rest) => new_command(rest)?,
            ("rules", []) => Command::Rules,
            ("defaults", rest) => Command::Defaults {
                settings: pairs(rest)?,
            },
            ("join", []) => Command::Join,
            ("leave", []) => Command::Leave,
            ("add-computer" | "addcomputer" | "computer", []) => {
                Command::AddComputer(Level::default())
            }
            ("add-computer" | "addcomputer" | "computer", [level]) => {
                Command::AddComputer(parse_level(level).ok_or(UnknownCommand::Level)?)
            }
            ("start", []) => Command::Start,
            (w, _) if DIRECT_WORDS.contains(&w) => direct_command(w, &rest)?,
            ("games", []) => Command::Games,
            ("seek", ["cancel"]) => Command::SeekCancel,
            ("seek", [n, rest @ ..]) if rest.len() <= 3 => seek_command(n, rest)?,
            ("seek", _) => return Err(UnknownCommand::SeekUsage),
            // Challenges name people as Discord does (`/checkers challenge`).
            ("challenge", _) => return Err(UnknownCommand::ChallengeUsage),
            ("block" | "unblock" | "report" | "puzzle", rest) => free_words(&first, rest)?,
            ("move", r) if !r.is_empty() => Command::Move(r.join(" ")),
            ("move", []) => return Err(UnknownCommand::MoveUsage),
            ("board", []) => Command::Board,
            ("moves", rest) => moves_command(rest)?,
            ("replay", []) => Command::Replay,
            // Asked first, answered by `confirm` (docs/playing.md).
            (word @ ("resign" | "abort" | "hint"), rest @ ([] | [_]))
                if rest.iter().all(|w| super::kept_words::confirm_word(w)) =>
            {
                let confirmed = !rest.is_empty();
                match word {
                    "resign" => Command::Resign { confirmed },
                    "abort" => Command::Abort { confirmed },
                    _ => Command::Hint { confirmed },
                }
            }
            ("status", []) => Command::Status,
            ("help", []) => Command::Help(None),
            ("help", words) => Command::Help(Some(help_topic(words)?)),
            ("takeback", rest) => takeback_command(rest)?,
            ("solo", []) => Command::Solo(SoloView::Start),
            ("solo", [view]) => Command::Solo(
                english_value("view", view)
                    .parse::<SoloView>()
                    .map_err(|()| UnknownCommand::SoloWord(cut_word(view)))?,
            ),
            ("solo", [_, extra, ..]) => return Err(UnknownCommand::SoloWord(cut_word(extra))),
            _ if crate::core::MoveText::from_chat(text).is_some() => {
                Command::Move(text.to_string())
            }
            (word, [_, ..]) if TAKES_NOTHING.contains(&word) => {
                let word = TAKES_NOTHING.iter().find(|w| **w == word).copied();
                return Err(UnknownCommand::Extra(word.unwrap_or("help")));
            }
            _ => {
                return Err(match not_a_move(text) {
                    UnknownCommand::Command => {
                        suggestion(&first).map_or(UnknownCommand::Command, |command| {
                            UnknownCommand::Suggest {
                                word: cut_word(first.as_str()),
                                command,
                            }
                        })
                    }
                    why => why,
                })
            }
        };
        Ok(Some(cmd))
    }
}

/// The topic `help` is asked about: a topic's word in any language (`help regole`), or
/// a command's name, which `help commands` explains.
fn help_topic(words: &[&str]) -> Result<HelpTopic, UnknownCommand> {
    let [word] = words else {
        return Err(UnknownCommand::HelpTopic(cut_word(&words.join(" "))));
    };
    if let Some(topic) = crate::core::Words::from_word(&english_value("topic", word)) {
        return Ok(topic);
    }
    let command = english_word(word);
    if COMMAND_WORDS.contains(&command.as_str()) {
        // A command with a page of its own opens it; the others are on `help commands`.
        return Ok(match command.as_str() {
            "solo" => HelpTopic::Teams,
            "move" | "moves" | "hint" | "replay" => HelpTopic::Moves,
            "rules" | "defaults" => HelpTopic::Rules,
            "history" | "leaderboard" | "profile" | "record" | "forget-me" => HelpTopic::Ratings,
            _ => HelpTopic::Commands,
        });
    }
    Err(UnknownCommand::HelpTopic(cut_word(word)))
}

/// `seek <players> [rated|casual] [level] [anywhere]`.
fn seek_command(n: &str, rest: &[&str]) -> Result<Command, UnknownCommand> {
    let players = n.parse().map_err(|_| UnknownCommand::SeekUsage)?;
    let (mut rated, mut fill, mut anywhere) = (true, None, false);
    for word in rest {
        match word.to_lowercase().as_str() {
            "rated" => rated = true,
            "casual" => rated = false,
            "anywhere" => anywhere = true,
            other => {
                fill = Some(parse_level(other).ok_or(UnknownCommand::SeekUsage)?);
            }
        }
    }
    Ok(Command::Seek {
        players,
        rated,
        fill,
        channel: None,
        anywhere,
    })
}

/// The commands whose words are free text: `report [reason]`, `puzzle [answer]`; and
/// `block`, `unblock`, whose member Discord's command names.
fn free_words(word: &str, rest: &[&str]) -> Result<Command, UnknownCommand> {
    match word {
        "report" => Ok(Command::Report(rest.join(" "))),
        "puzzle" => Ok(Command::Puzzle((!rest.is_empty()).then(|| rest.join(" ")))),
        _ => Err(UnknownCommand::BlockUsage),
    }
}

/// The words of [`direct_command`].
const DIRECT_WORDS: [&str; 4] = ["notify", "follow", "unfollow", "digest"];

/// The commands of direct messages: `notify [on|off]`, `follow [on|off]`, `unfollow`,
/// `digest [hour|off]`.
fn direct_command(word: &str, rest: &[&str]) -> Result<Command, UnknownCommand> {
    Ok(match (word, rest) {
        ("notify", []) => Command::Notify(None),
        ("notify", [w]) => Command::Notify(Some(on_off(w).ok_or(UnknownCommand::NotifyUsage)?)),
        ("follow", []) => Command::Follow(true),
        ("follow", [w]) => Command::Follow(on_off(w).ok_or(UnknownCommand::FollowUsage)?),
        ("unfollow", []) => Command::Follow(false),
        ("digest", []) => Command::Digest(DigestAsk::Show),
        ("digest", [w]) if on_off(w) == Some(false) => Command::Digest(DigestAsk::Off),
        ("digest", [w]) => Command::Digest(DigestAsk::At(
            w.parse()
                .ok()
                .filter(|h| *h < 24)
                .ok_or(UnknownCommand::DigestUsage)?,
        )),
        // More words than the command takes: its usage.
        ("notify", _) => return Err(UnknownCommand::NotifyUsage),
        ("follow", _) => return Err(UnknownCommand::FollowUsage),
        ("digest", _) => return Err(UnknownCommand::DigestUsage),
        _ => return Err(UnknownCommand::Extra("unfollow")),
    })
}

/// Words people use for a command that are not close to its name in spelling (English,
/// lower case): `undo` for `takeback`, `surrender` for `resign`.
const SYNONYMS: [(&str, &str); 36] = [
    ("undo", "takeback"),
    ("back", "takeback"),
    ("take-back", "takeback"),
    ("surrender", "resign"),
    ("giveup", "resign"),
    ("give-up", "resign"),
    ("concede", "resign"),
    ("forfeit", "resign"),
    ("q", "quit"),
    ("bye", "quit"),
    ("?", "help"),
    ("h", "help"),
    ("commands", "help"),
    ("man", "help"),
    ("cancel", "abort"),
    ("stop", "quit"),
    ("end", "abort"),
    ("show", "board"),
    ("display", "board"),
    ("view", "board"),
    ("tip", "hint"),
    ("suggest", "hint"),
    ("who", "status"),
    ("score", "status"),
    ("sit", "join"),
    ("begin", "start"),
    ("go", "start"),
    ("bot", "add-computer"),
    ("ai", "add-computer"),
    ("cpu", "add-computer"),
    ("top", "leaderboard"),
    ("ranking", "leaderboard"),
    ("stats", "profile"),
    ("games", "history"),
    ("settings", "rules"),
    ("play", "move"),
];

/// The command an unknown first word most likely meant (its English word): a synonym
/// ([`SYNONYMS`]), else the command whose name in some language is nearest in spelling,
/// one edit away for a word of up to four letters, two for a longer one
/// (Damerau–Levenshtein: a swap of two letters is one edit). `quit` is the console's.
fn suggestion(word: &str) -> Option<&'static str> {
    if let Some((_, command)) = SYNONYMS.iter().find(|(w, _)| *w == word) {
        return Some(command);
    }
    let length = word.chars().count();
    if length < 3 {
        return None;
    }
    let most = if length <= 4 { 1 } else { 2 };
    let names = |command: &'static str| {
        let english = std::iter::once(command.to_string());
        let others = crate::i18n::languages()
            .filter_map(move |l| crate::i18n::catalogue(l).get(&format!("cmd-{command}"), None));
        english.chain(others)
    };
    COMMAND_WORDS
        .iter()
        .chain(&["quit"])
        .filter_map(|command| {
            let distance = names(command)
                .map(|name| strsim::damerau_levenshtein(word, &name.to_lowercase()))
                .min()?;
            (distance <= most).then_some((distance, *command))
        })
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, command)| command)
}

/// `takeback` alone (ask), or with a word that accepts or declines the open request.
fn takeback_command(words: &[&str]) -> Result<Command, UnknownCommand> {
    match words {
        [] => Ok(Command::Takeback),
        [word] => Ok(Command::TakebackAnswer {
            accept: super::takeback::answer_word(word).ok_or(UnknownCommand::Takeback)?,
            request: None,
        }),
        _ => Err(UnknownCommand::Takeback),
    }
}

/// `moves`, `moves <hole>`, `moves <hole> chains` (a chains word in any language, also
/// before the hole). Any other word is [`UnknownCommand::MovesWord`]; the table checks
/// the hole.
fn moves_command(words: &[&str]) -> Result<Command, UnknownCommand> {
    let (chains, others): (Vec<&str>, Vec<&str>) = words.iter().partition(|w| chains_word(w));
    match others.as_slice() {
        [] | [_] => Ok(Command::Moves {
            hole: others
                .first()
                .map_or_else(String::new, |h| (*h).to_string()),
            chains: !chains.is_empty(),
        }),
        [_, extra, ..] => Err(UnknownCommand::MovesWord(cut_word(extra))),
    }
}

/// Commands that take no words after them (`forget-me`, `resign` and `abort` take one,
/// `confirm`; more are
/// refused as extra words; `replay` with more than a game id is
/// [`UnknownCommand::GameUsage`]).
const TAKES_NOTHING: [&str; 11] = [
    "rules",
    "join",
    "leave",
    "start",
    "board",
    "resign",
    "abort",
    "status",
    "forget-me",
    "hint",
    "games",
];

/// Why text that is no command is not a move either: one hole alone (`d2`); a word that
/// is not a hole when the text is shaped like a move (every word a letter then digits, as
/// `d1 e99` or `z9 e1`); else an unknown command.
fn not_a_move(text: &str) -> UnknownCommand {
    let shaped = |w: &str| {
        let mut chars = w.chars();
        chars.next().is_some_and(|c| c.is_ascii_alphabetic())
            && chars.clone().next().is_some()
            && chars.all(|c| c.is_ascii_digit())
    };
    let words: Vec<&str> = text
        .split([' ', '-', ','])
        .filter(|w| !w.is_empty())
        .collect();
    if let [word] = words.as_slice() {
        if let Ok(hole) = crate::core::visible(word).parse::<crate::core::Hole>() {
            return UnknownCommand::LoneHole(hole.to_string());
        }
    }
    // A move is what starts with a hole (`d2 e7 zz`), or what is all shaped like holes.
    let starts_with_hole = words
        .first()
        .is_some_and(|w| crate::core::visible(w).parse::<crate::core::Hole>().is_ok());
    if words.len() < 2 || !(starts_with_hole || words.iter().all(|w| shaped(w))) {
        return UnknownCommand::Command;
    }
    match crate::core::MoveText::parse(text, crate::core::HoleForm::Letter) {
        Err(crate::core::ParseMoveError::BadHole { word, .. }) => UnknownCommand::NotAHole(word),
        _ => UnknownCommand::Command,
    }
}

/// Words after `moves <hole>` that ask for the jump chains to be drawn.
const CHAINS_WORDS: [&str; 3] = ["chains", "chain", "paths"];

/// Whether `word` asks for the jump chains: one of [`CHAINS_WORDS`], or the `chains`
/// option's name in any language (`opt-chains`: `catene`, `řetězy`).
fn chains_word(word: &str) -> bool {
    let lower = word.to_lowercase();
    CHAINS_WORDS.contains(&lower.as_str())
        || crate::i18n::languages()
            .any(|l| crate::i18n::catalogue(l).get("opt-chains", None).as_deref() == Some(&lower))
}

/// A computer level named in English (`hard`) or in any language, as Discord's `level`
/// choice names it there (`choice-level-*` of `commands.ftl`: `difficile`, `těžká`).
fn parse_level(word: &str) -> Option<Level> {
    english_value("level", word).parse().ok()
}

/// `on` or `off` (also `true`/`false`, `yes`/`no`), in any case.
pub(super) fn on_off(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "on" | "true" | "yes" => Some(true),
        "off" | "false" | "no" => Some(false),
        _ => None,
    }
}

/// Every command, by its English word, as `/checkers` names its subcommands.
pub const COMMAND_WORDS: [&str; 32] = [
    "new",
    "rules",
    "defaults",
    "join",
    "leave",
    "add-computer",
    "start",
    "move",
    "board",
    "moves",
    "replay",
    "resign",
    "abort",
    "status",
    "help",
    "history",
    "leaderboard",
    "profile",
    "forget-me",
    "takeback",
    "hint",
    "record",
    "solo",
    "notify",
    "follow",
    "digest",
    "games",
    "seek",
    "challenge",
    "block",
    "report",
    "puzzle",
];

/// `word` in lower case, as the English command word when it is a command's name in
/// another language (`cmd-*` of `commands.ftl`: `siediti`, `přisednout` → `join`), so
/// the console understands the words its replies name.
fn english_word(word: &str) -> String {
    let lower = word.to_lowercase();
    if COMMAND_WORDS.contains(&lower.as_str()) {
        return lower;
    }
    crate::i18n::languages()
        .map(crate::i18n::catalogue)
        .find_map(|cat| {
            COMMAND_WORDS.iter().find(|w| {
                cat.get(&format!("cmd-{w}"), None)
                    .is_some_and(|name| name == lower)
            })
        })
        .map_or(lower, |w| (*w).to_string())
}

/// House rules typed in one text (a slash command's `house_rules`), as `key=value`
/// settings for [`Command::New`] or [`Command::Defaults`]; a word that is no `key=value`
/// becomes a setting of that name without a value, which the table refuses naming it
/// ([`super::Refusal::RuleKey`]), as it does for a challenge.
#[must_use]
pub fn house_rule_settings(text: &str) -> Vec<(String, String)> {
    // Read as the console reads a line: hidden characters dropped.
    let text = crate::core::visible(text);
    match typed_settings(&text) {
        Ok(settings) => settings,
        Err(UnknownCommand::Setting(word)) => vec![(word, String::new())],
        Err(_) => vec![(text, String::new())],
    }
}

/// House rules typed as `key=value` words (`preset=fast turn_timeout=24h`), in any
/// language's words, as `new` reads them.
///
/// # Errors
/// [`UnknownCommand::Setting`] for a word that is no `key=value`.
pub(super) fn typed_settings(text: &str) -> Result<Vec<(String, String)>, UnknownCommand> {
    let narrowed = crate::core::narrow(text);
    let words: Vec<&str> = narrowed.split_whitespace().collect();
    pairs(&words)
}

/// `key=value` words as pairs, keys and words in English whatever language names them
/// ([`english_key`], [`english_value`]), unknown keys in lower case. Spaces around `=`
/// are allowed (`long_jumps = on`). A word without `=` is [`UnknownCommand::Setting`].
fn pairs(words: &[&str]) -> Result<Vec<(String, String)>, UnknownCommand> {
    // `key = value`, `key= value` and `key =value` are one word `key=value`.
    let mut joined: Vec<String> = Vec::new();
    for word in words {
        match joined.last_mut() {
            Some(last) if last.ends_with('=') || word.starts_with('=') => last.push_str(word),
            _ => joined.push((*word).to_string()),
        }
    }
    joined
        .iter()
        .map(|w| {
            w.split_once('=')
                .filter(|(k, _)| !k.is_empty())
                .map(|(k, v)| {
                    let key = english_key(k);
                    let value = english_value(&key, v);
                    (key, value)
                })
                .ok_or_else(|| UnknownCommand::Setting(cut_word(w)))
        })
        .collect()
}

/// `new` with the words after it: the number of players (2 when left out), a bare
/// variant name, and house rules as `key=value`, `armies` among them.
fn new_command(rest: &[&str]) -> Result<Command, UnknownCommand> {
    let (players, settings) = match rest.first() {
        Some(n) if !n.contains('=') && n.parse::<crate::core::Variant>().is_err() => (
            n.parse()
                .map_err(|_| UnknownCommand::Players(cut_word(n)))?,
            &rest[1..],
        ),
        _ => (2, rest),
    };
    // A bare variant name in any language (`new 3 capture`, `nuova 3 cattura`)
    // is `variant=capture`.
    let settings: Vec<String> = settings
        .iter()
        .map(|w| {
            let word = english_value("variant", w);
            match word.parse::<crate::core::Variant>() {
                Ok(v) => format!("variant={v}"),
                Err(_) => (*w).to_string(),
            }
        })
        .collect();
    let settings: Vec<&str> = settings.iter().map(String::as_str).collect();
    let mut settings = pairs(&settings)?;
    let armies = match settings.iter().position(|(k, _)| k == "armies") {
        Some(i) => settings
            .remove(i)
            .1
            .parse()
            .map_err(|_| UnknownCommand::Armies)?,
        None => 1,
    };
    Ok(Command::New {
        players,
        armies,
        settings,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_words_of_every_language_parse() {
        assert_eq!(Command::parse("siediti"), Ok(Some(Command::Join)));
        assert_eq!(Command::parse("Přisednout"), Ok(Some(Command::Join)));
        assert_eq!(
            Command::parse("legg-til-datamaskin"),
            Ok(Some(Command::AddComputer(Level::Medium)))
        );
        assert_eq!(
            Command::parse("aggiungi-computer difficile"),
            Ok(Some(Command::AddComputer(Level::Hard)))
        );
        assert_eq!(
            Command::parse("přidat-počítač SNADNÁ"),
            Ok(Some(Command::AddComputer(Level::Easy)))
        );
        assert_eq!(Command::parse("ajuda"), Ok(Some(Command::Help(None))));
        assert_eq!(
            Command::parse("nová 6"),
            Ok(Some(Command::New {
                players: 6,
                armies: 1,
                settings: vec![]
            }))
        );
        assert_eq!(
            Command::parse("muovi d2 e7"),
            Ok(Some(Command::Move("d2 e7".into())))
        );
        assert_eq!(
            Command::parse("tahy d2 řetězy"),
            Ok(Some(Command::Moves {
                hole: "d2".into(),
                chains: true
            }))
        );
        assert_eq!(Command::parse("sedersi"), Err(UnknownCommand::Command));
    }

    /// Different mistakes get different answers.
    #[test]
    fn mistakes_are_told_apart() {
        assert_eq!(
            Command::parse("d1 e99"),
            Err(UnknownCommand::NotAHole("e99".into()))
        );
        assert_eq!(
            Command::parse("z9 e1"),
            Err(UnknownCommand::NotAHole("z9".into()))
        );
        assert_eq!(
            Command::parse("new two"),
            Err(UnknownCommand::Players("two".into()))
        );
        assert_eq!(
            Command::parse("new -2"),
            Err(UnknownCommand::Players("-2".into()))
        );
        assert_eq!(Command::parse("move"), Err(UnknownCommand::MoveUsage));
        // Full-width forms, as East Asian input methods type them.
        assert_eq!(Command::parse("ｎｅｗ\u{3000}２"), Command::parse("new 2"));
        assert_eq!(Command::parse("ｓｔａｔｕｓ"), Ok(Some(Command::Status)));
        for (text, word) in [
            ("solo foo", "foo"),
            ("solo help", "help"),
            ("solo board now", "now"),
        ] {
            assert_eq!(
                Command::parse(text),
                Err(UnknownCommand::SoloWord(word.into())),
                "{text}"
            );
        }
        // `help` on a command opens the page that explains it.
        for (text, topic) in [
            ("help solo", HelpTopic::Teams),
            ("help hint", HelpTopic::Moves),
            ("help defaults", HelpTopic::Rules),
            ("help leaderboard", HelpTopic::Ratings),
            ("help join", HelpTopic::Commands),
        ] {
            assert_eq!(
                Command::parse(text),
                Ok(Some(Command::Help(Some(topic)))),
                "{text}"
            );
        }
        assert_eq!(
            Command::parse("status now"),
            Err(UnknownCommand::Extra("status"))
        );
        assert_eq!(Command::parse("dance now"), Err(UnknownCommand::Command));
        // `moves` takes a hole and a chains word, in either order, and nothing else.
        assert_eq!(
            Command::parse("moves d2 chainz"),
            Err(UnknownCommand::MovesWord("chainz".into()))
        );
        assert_eq!(
            Command::parse("moves d2 e7"),
            Err(UnknownCommand::MovesWord("e7".into()))
        );
        assert_eq!(
            Command::parse("moves chains d2"),
            Ok(Some(Command::Moves {
                hole: "d2".into(),
                chains: true
            }))
        );
        // A hole alone is no move, and is told so; other single words are unknown.
        assert_eq!(
            Command::parse("D2"),
            Err(UnknownCommand::LoneHole("d2".into()))
        );
        assert_eq!(Command::parse("hi"), Err(UnknownCommand::Command));
        assert_eq!(Command::parse("x5"), Err(UnknownCommand::Command));
        assert_eq!(Command::parse("e14"), Err(UnknownCommand::Command));
        assert_eq!(
            Command::parse("new capture"),
            Ok(Some(Command::New {
                players: 2,
                armies: 1,
                settings: vec![("variant".into(), "capture".into())]
            }))
        );
    }

    /// `new 2 long_jumps = on` is `long_jumps=on`, however the spaces fall; a word that
    /// is no setting, or armies that are no number, are named; a move followed by words
    /// that are no holes names the first of them.
    #[test]
    fn settings_with_spaces_around_equals_are_read_and_the_rest_is_named() {
        let long_jumps = Ok(Some(Command::New {
            players: 2,
            armies: 1,
            settings: vec![("long_jumps".into(), "on".into())],
        }));
        for typed in [
            "new 2 long_jumps = on",
            "new 2 long_jumps =on",
            "new 2 long_jumps= on",
            "new 2 salti_lunghi = on",
        ] {
            assert_eq!(Command::parse(typed), long_jumps, "{typed}");
        }
        assert_eq!(
            Command::parse("defaults theme = dark"),
            Ok(Some(Command::Defaults {
                settings: vec![("theme".into(), "dark".into())]
            }))
        );
        assert_eq!(
            Command::parse("new 2 fast"),
            Err(UnknownCommand::Setting("fast".into()))
        );
        assert_eq!(
            Command::parse("new 2 = on"),
            Err(UnknownCommand::Setting("=on".into()))
        );
        assert_eq!(
            Command::parse("new 2 armies=three"),
            Err(UnknownCommand::Armies)
        );
        assert_eq!(
            Command::parse("d2 e7 zz"),
            Err(UnknownCommand::NotAHole("zz".into()))
        );
        assert_eq!(
            Command::parse("d2 e7 please"),
            Err(UnknownCommand::NotAHole("please".into()))
        );
    }

    #[test]
    fn kept_game_commands_parse() {
        assert_eq!(Command::parse("replay"), Ok(Some(Command::Replay)));
        // One word after `replay` is a kept game's id.
        assert_eq!(
            Command::parse("replay now"),
            Err(UnknownCommand::GameId("now".into()))
        );
        assert_eq!(
            Command::parse("replay now please"),
            Err(UnknownCommand::GameUsage("replay"))
        );
        assert_eq!(
            Command::parse("replay #12"),
            Ok(Some(Command::ReplayGame(12)))
        );
        assert_eq!(Command::parse("record 7"), Ok(Some(Command::Record(7))));
        assert_eq!(
            Command::parse("forget-me"),
            Ok(Some(Command::ForgetMe { confirmed: false }))
        );
        assert_eq!(
            Command::parse("forget-me CONFIRM"),
            Ok(Some(Command::ForgetMe { confirmed: true }))
        );
        assert_eq!(
            Command::parse("forget-me conferma"),
            Ok(Some(Command::ForgetMe { confirmed: true }))
        );
        assert_eq!(
            Command::parse("forget-me now"),
            Err(UnknownCommand::Extra("forget-me"))
        );
    }

    /// The levels below easy, between easy and medium and between medium and hard parse
    /// in English and in other languages (`choice-level-*`).
    #[test]
    fn every_level_parses_after_add_computer() {
        assert_eq!(
            Command::parse("add-computer beginner"),
            Ok(Some(Command::AddComputer(Level::Beginner)))
        );
        assert_eq!(
            Command::parse("aggiungi-computer apprendista"),
            Ok(Some(Command::AddComputer(Level::Learner)))
        );
        assert_eq!(
            Command::parse("přidat-počítač mírná"),
            Ok(Some(Command::AddComputer(Level::Moderate)))
        );
        assert_eq!(
            Command::parse("add-computer Fortgeschritten"),
            Ok(Some(Command::AddComputer(Level::Advanced)))
        );
        for level in Level::ALL {
            assert_eq!(
                Command::parse(&format!("add-computer {level}")),
                Ok(Some(Command::AddComputer(level)))
            );
        }
        // `casual` stays the unrated search; the level between easy and medium is
        // `moderate`.
        assert_eq!(
            Command::parse("seek 4 casual moderate"),
            Ok(Some(Command::Seek {
                players: 4,
                rated: false,
                fill: Some(Level::Moderate),
                channel: None,
                anywhere: false,
            }))
        );
    }

    #[test]
    fn command_lines_parse() {
        assert_eq!(
            Command::parse("new 3"),
            Ok(Some(Command::New {
                players: 3,
                armies: 1,
                settings: vec![]
            }))
        );
        assert_eq!(
            Command::parse("new 3 armies=2 preset=masters long_jumps=on"),
            Ok(Some(Command::New {
                players: 3,
                armies: 2,
                settings: vec![
                    ("preset".into(), "masters".into()),
                    ("long_jumps".into(), "on".into())
                ]
            }))
        );
        assert_eq!(
            Command::parse("new 4 capture long_jumps=on"),
            Ok(Some(Command::New {
                players: 4,
                armies: 1,
                settings: vec![
                    ("variant".into(), "capture".into()),
                    ("long_jumps".into(), "on".into())
                ]
            }))
        );
        assert_eq!(Command::parse("rules"), Ok(Some(Command::Rules)));
        assert_eq!(
            Command::parse("/add-computer"),
            Ok(Some(Command::AddComputer(Level::Medium)))
        );
        assert_eq!(
            Command::parse("add-computer HARD"),
            Ok(Some(Command::AddComputer(Level::Hard)))
        );
        assert_eq!(
            Command::parse("add-computer easy"),
            Ok(Some(Command::AddComputer(Level::Easy)))
        );
        assert_eq!(
            Command::parse("add-computer expert"),
            Err(UnknownCommand::Level)
        );
        assert_eq!(
            UnknownCommand::Level.to_string(),
            "computer levels are beginner, novice, learner, easy, moderate, medium, skilled, advanced, strong and hard"
        );
        assert_eq!(
            Command::parse("d2 e7"),
            Ok(Some(Command::Move("d2 e7".into())))
        );
        assert_eq!(
            Command::parse("move b2-d2-f7"),
            Ok(Some(Command::Move("b2-d2-f7".into())))
        );
        assert_eq!(
            Command::parse("moves D2"),
            Ok(Some(Command::Moves {
                hole: "D2".into(),
                chains: false
            }))
        );
        assert_eq!(
            Command::parse("moves d2 Chains"),
            Ok(Some(Command::Moves {
                hole: "d2".into(),
                chains: true
            }))
        );
        assert_eq!(
            Command::parse("moves"),
            Ok(Some(Command::Moves {
                hole: String::new(),
                chains: false
            }))
        );
        assert_eq!(
            Command::parse("moves chains"),
            Ok(Some(Command::Moves {
                hole: String::new(),
                chains: true
            }))
        );
        assert_eq!(Command::parse("replay"), Ok(Some(Command::Replay)));
        assert_eq!(Command::parse("  "), Ok(None));
        assert_eq!(Command::parse("dance"), Err(UnknownCommand::Command));
        assert_eq!(
            Command::parse("new x"),
            Err(UnknownCommand::Players("x".into()))
        );
    }
}
