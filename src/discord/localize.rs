//! The slash commands in every language: names and descriptions of `/checkers`,
//! its subcommands, options and choices come from the `commands.ftl` catalogues at
//! start-up, so translators edit one place.
//!
//! Ids: `cmd-NAME` for a command (`cmd-checkers` for the command itself), `opt-NAME` for
//! an option (an option name means the same in every command), `choice-OPTION-NAME` for a
//! choice; the `.description` attribute is the description. English descriptions replace
//! the ones in the code; English names never change (they are what the bot answers to).
//! Every other language becomes a Discord localization (`nb` as Discord's `no`). An entry a
//! catalogue lacks is left out; a test keeps them complete.

use std::borrow::Cow;

use poise::serenity_prelude as serenity;

use crate::i18n::{catalogue, discord_locale, languages, Catalogue};

type Command<U, E> = poise::Command<U, E>;
type Parameter<U, E> = poise::CommandParameter<U, E>;
type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// Fills in the descriptions and localizations of `commands` and everything below them.
pub fn localize<U, E>(commands: &mut [Command<U, E>]) {
    for command in commands {
        command_texts(command);
    }
}

/// The catalogues that become Discord localizations, with Discord's locale codes; the
/// Spanish one serves both of Discord's Spanish locales (`es-ES`, `es-419`).
fn others() -> impl Iterator<Item = (&'static str, &'static Catalogue)> {
    languages()
        .filter(|l| *l != "en")
        .map(|l| (discord_locale(l), catalogue(l)))
        .chain(std::iter::once(("es-419", catalogue("es-ES"))))
}

/// The English description and the other languages' names and descriptions of message
/// `id`, for a command or an option.
fn texts(
    id: &str,
    description: &mut Option<Cow<'static, str>>,
    names: &mut Localizations,
    descriptions: &mut Localizations,
) {
    if let Some(d) = catalogue("en").get(id, Some("description")) {
        *description = Some(d.into());
    }
    for (locale, cat) in others() {
        if let Some(name) = cat.get(id, None) {
            push(names, locale, name);
        }
        if let Some(d) = cat.get(id, Some("description")) {
            push(descriptions, locale, d);
        }
    }
}

fn command_texts<U, E>(command: &mut Command<U, E>) {
    texts(
        &format!("cmd-{}", command.name),
        &mut command.description,
        &mut command.name_localizations,
        &mut command.description_localizations,
    );
    for parameter in &mut command.parameters {
        parameter_texts(parameter);
    }
    let parent = command.name.clone();
    for sub in &mut command.subcommands {
        command_texts(sub);
        // A subcommand whose name another command's has too (`join` of
        // `/checkers-tournament`) takes its own description, `cmd-PARENT-NAME`.
        let own = format!("cmd-{parent}-{}", sub.name);
        if catalogue("en").has(&own) {
            let (mut names, mut descriptions) = (Cow::Borrowed(&[][..]), Cow::Borrowed(&[][..]));
            texts(&own, &mut sub.description, &mut names, &mut descriptions);
            for (locale, name) in names.iter() {
                push(
                    &mut sub.name_localizations,
                    static_locale(locale),
                    name.to_string(),
                );
            }
            for (locale, d) in descriptions.iter() {
                push(
                    &mut sub.description_localizations,
                    static_locale(locale),
                    d.to_string(),
                );
            }
        }
    }
}

/// The `'static` form of a locale code `others` gave.
fn static_locale(locale: &str) -> &'static str {
    others()
        .map(|(l, _)| l)
        .find(|l| *l == locale)
        .unwrap_or("en-US")
}

fn parameter_texts<U, E>(parameter: &mut Parameter<U, E>) {
    texts(
        &format!("opt-{}", parameter.name),
        &mut parameter.description,
        &mut parameter.name_localizations,
        &mut parameter.description_localizations,
    );
    let option = parameter.name.clone();
    for choice in parameter.choices.to_mut() {
        let id = format!("choice-{option}-{}", choice.name);
        for (locale, cat) in others() {
            if let Some(name) = cat.get(&id, None) {
                push(&mut choice.localizations, locale, name);
            }
        }
    }
}

/// `commands` as Discord registers them: each slash command, and each context-menu
/// command with its name in every language (poise leaves those names out).
#[must_use]
pub fn application_commands<U, E>(commands: &[Command<U, E>]) -> Vec<serenity::CreateCommand> {
    let mut set = Vec::new();
    for command in commands {
        set.extend(command.create_as_slash_command());
        if let Some(mut menu) = command.create_as_context_menu_command() {
            for (locale, name) in command.name_localizations.iter() {
                menu = menu.name_localized(locale.as_ref(), name.as_ref());
            }
            set.push(menu);
        }
    }
    set
}

/// Sets the entry of `locale` (replacing one already there).
fn push(map: &mut Localizations, locale: &'static str, text: String) {
    let map = map.to_mut();
    map.retain(|(l, _)| l != locale);
    map.push((Cow::Borrowed(locale), Cow::Owned(text)));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_names_in_the_catalogue_are_the_names_the_bot_answers_to() {
        fn check(
            command: &Command<super::super::Data, super::super::DiscordError>,
            bad: &mut Vec<String>,
        ) {
            let en = catalogue("en");
            let id = format!("cmd-{}", command.name);
            if en.get(&id, None).as_deref() != Some(&*command.name) {
                bad.push(id);
            }
            for p in &command.parameters {
                let id = format!("opt-{}", p.name);
                if en.get(&id, None).as_deref() != Some(&*p.name) {
                    bad.push(id);
                }
                for c in p.choices.iter() {
                    let id = format!("choice-{}-{}", p.name, c.name);
                    if en.get(&id, None).as_deref() != Some(&*c.name) {
                        bad.push(id);
                    }
                }
            }
            for sub in &command.subcommands {
                check(sub, bad);
            }
        }
        let mut bad = Vec::new();
        check(&super::super::commands::checkers(), &mut bad);
        assert!(
            bad.is_empty(),
            "missing or renamed in en/commands.ftl: {bad:?}"
        );
    }

    #[test]
    fn localizing_fills_every_language_and_keeps_english_names() {
        let mut commands = vec![super::super::commands::checkers()];
        localize(&mut commands);
        let checkers = &commands[0];
        assert_eq!(checkers.name, "checkers");
        let names: Vec<(&str, &str)> = checkers
            .name_localizations
            .iter()
            .map(|(l, n)| (l.as_ref(), n.as_ref()))
            .collect();
        assert_eq!(
            names,
            [
                ("it", "dama-cinese"),
                ("de", "sternhalma"),
                ("fr", "dames-chinoises"),
                ("es-ES", "damas-chinas"),
                ("no", "kinasjakk"),
                ("cs", "čínská-dáma"),
                ("pt-BR", "damas-chinesas"),
                ("es-419", "damas-chinas")
            ]
        );
        let new = checkers
            .subcommands
            .iter()
            .find(|c| c.name == "new")
            .expect("new");
        assert_eq!(
            new.description.as_deref(),
            Some("Open a table in this channel; you take seat 1. Rules not given use the channel's defaults.")
        );
    }
}
