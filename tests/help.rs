//! `help`: a short overview that names every command, one page per topic, each within
//! Discord's 2,000 characters in every language on either front end; topics and command
//! names are read in every language, and unknown words get the nearest command.

use crate::common;

use checkers_bot::i18n::{catalogue_on, languages, FrontEnd};
use checkers_bot::t;
use checkers_bot::table::{Command, HelpTopic, UnknownCommand, COMMAND_WORDS};
use common::{alice, new_game_with, seeded_tables};

/// The topics, and `None` for the overview.
fn pages() -> impl Iterator<Item = Option<HelpTopic>> {
    std::iter::once(None).chain(
        <HelpTopic as strum::VariantArray>::VARIANTS
            .iter()
            .copied()
            .map(Some),
    )
}

#[test]
fn every_help_page_fits_one_discord_message_in_every_language() {
    let mut longest = 0;
    for lang in languages() {
        for front in FrontEnd::ALL {
            // Without a game (the defaults), in a race and in a capture game.
            for (channel, setup) in [(1, None), (2, Some("standard")), (3, Some("capture"))] {
                let tables = seeded_tables(0).with_language(lang);
                tables.set_front_end(front);
                if let Some(variant) = setup {
                    tables.handle(channel, &alice(), new_game_with(3, &[("variant", variant)]));
                }
                for topic in pages() {
                    let replies = tables.handle(channel, &alice(), Command::Help(topic));
                    assert_eq!(replies.len(), 1, "{lang} {front:?} {topic:?}");
                    let text = &replies[0].text;
                    assert!(replies[0].private);
                    let chars = text.chars().count();
                    longest = longest.max(chars);
                    assert!(
                        chars < 2000,
                        "{lang} {front:?} {topic:?}: {chars} characters\n{text}"
                    );
                    assert!(
                        !text.contains("help-"),
                        "{lang}: a missing message in {text}"
                    );
                }
            }
        }
    }
    assert!(longest > 1000, "the pages say something: {longest}");
}

/// The overview names every command, takeback and hint too, as the reader's language
/// names it, and each topic; it is short.
#[test]
fn the_overview_names_every_command_and_topic_in_every_language() {
    for lang in languages() {
        for front in FrontEnd::ALL {
            let cat = catalogue_on(lang, front);
            let overview = t!(cat, "help");
            assert!(overview.lines().count() <= 4, "{lang}: {overview}");
            for command in COMMAND_WORDS {
                let name = cat.get(&format!("cmd-{command}"), None).unwrap();
                assert!(
                    overview.contains(&format!("`{name}`")),
                    "{lang} {front:?}: `{name}` missing in {overview}"
                );
            }
            for topic in pages().flatten() {
                let word: &str = topic.into();
                let name = cat.get(&format!("choice-topic-{word}"), None).unwrap();
                assert!(overview.contains(&name), "{lang}: {name} in {overview}");
            }
        }
    }
    let en = catalogue_on("en", FrontEnd::Console);
    assert!(t!(en, "help").contains("`help moves` moving and the holes"));
    let discord = catalogue_on("en", FrontEnd::Discord);
    assert!(t!(discord, "help").contains("`/checkers help` with `topic`: `moves` moving"));
}

/// `help <topic>` in any language, a command's name for the commands page, and a word
/// that is neither is said back.
#[test]
fn help_topics_are_read_in_every_language() {
    let topic = |text: &str| Command::parse(text);
    assert_eq!(topic("help"), Ok(Some(Command::Help(None))));
    assert_eq!(
        topic("help rules"),
        Ok(Some(Command::Help(Some(HelpTopic::Rules))))
    );
    assert_eq!(
        topic("aiuto regole"),
        Ok(Some(Command::Help(Some(HelpTopic::Rules))))
    );
    assert_eq!(
        topic("nápověda DRUŽSTVA"),
        Ok(Some(Command::Help(Some(HelpTopic::Teams))))
    );
    assert_eq!(
        topic("ajuda jogadas"),
        Ok(Some(Command::Help(Some(HelpTopic::Moves))))
    );
    assert_eq!(
        topic("help takeback"),
        Ok(Some(Command::Help(Some(HelpTopic::Commands))))
    );
    assert_eq!(
        topic("help dragons"),
        Err(UnknownCommand::HelpTopic("dragons".into()))
    );
    assert_eq!(
        topic("help house rules"),
        Err(UnknownCommand::HelpTopic("house rules".into()))
    );
}

/// Words people type for a command get it named: a synonym (`undo`, `surrender`, `q`,
/// `?`) or the command nearest in spelling (a typo, in any language); words near none
/// are only unknown.
#[test]
fn unknown_words_suggest_the_nearest_command() {
    let suggested = |text: &str| match Command::parse(text) {
        Err(UnknownCommand::Suggest { command, .. }) => Some(command),
        Err(UnknownCommand::Command) => None,
        other => panic!("{text}: {other:?}"),
    };
    for (typed, command) in [
        ("undo", "takeback"),
        ("surrender", "resign"),
        ("q", "quit"),
        ("?", "help"),
        ("UNDO please", "takeback"),
        ("staus", "status"),
        ("resing", "resign"),
        ("hlep", "help"),
        ("leaderbord", "leaderboard"),
        ("quti", "quit"),
        ("siedti", "join"),
    ] {
        assert_eq!(suggested(typed), Some(command), "{typed}");
    }
    for typed in ["dance", "hi", "xyzzy", "sedersi", "abcdefgh"] {
        assert_eq!(suggested(typed), None, "{typed}");
    }
    assert_eq!(
        Command::parse("undo"),
        Err(UnknownCommand::Suggest {
            word: "undo".into(),
            command: "takeback"
        })
    );
}
