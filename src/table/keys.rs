//! The settings `new` and `defaults` take, by name: `preset`, the house rules (declared
//! once in `core`, docs/rules.md §5) and the table settings beside them. Their names in other
//! languages are the ones Discord shows and the help names, from `commands.ftl`: `opt-KEY`
//! for a key (`tempo_computer`), `choice-KEY-WORD` for a word (`scuro`). The console takes
//! those too, so every name the help shows is one the table accepts.

use crate::ai::Level;
use crate::core::{HouseRules, Preset, Rule, Variant, Words};

use crate::render::Theme;

/// The settings beside the house rules: `theme` (a table's and a channel's board
/// colours), `variant` (`new`: docs/rules.md §6), `language` (`defaults`), `armies` and
/// `rated` (`new`: whether the game changes ratings, docs/rules.md §5), `seasons`
/// (`defaults`: the server's rating seasons, docs/playing.md) and `puzzle_hour`
/// (`defaults`: the hour of the server's daily puzzle).
pub const TABLE_SETTINGS: [&str; 7] = [
    "theme",
    "variant",
    "language",
    "armies",
    "rated",
    "seasons",
    "puzzle_hour",
];

/// Every setting key in English: `preset`, the house rules in docs/rules.md order, then
/// [`TABLE_SETTINGS`].
pub fn keys() -> impl Iterator<Item = &'static str> {
    std::iter::once("preset")
        .chain(HouseRules::KEYS)
        .chain(TABLE_SETTINGS)
}

/// The words setting `key` takes when it takes one of a few words (`light`, `dark`), in
/// English; `None` for numbers, durations, language codes and unknown keys. `level`, the
/// word after `add-computer`, is named the same way.
#[must_use]
pub fn words(key: &str) -> Option<Vec<&'static str>> {
    fn all<T: Words>() -> Vec<&'static str> {
        T::every().iter().map(|v| v.word()).collect()
    }
    match key {
        "preset" => Some(all::<Preset>()),
        "theme" => Some(all::<Theme>()),
        "variant" => Some(all::<Variant>()),
        "level" => Some(all::<Level>()),
        "rated" => Some(vec!["on", "off"]),
        // Or a number of days.
        "seasons" => Some(vec!["off", "end"]),
        "view" => Some(all::<super::command::SoloView>()),
        "topic" => Some(all::<super::command::HelpTopic>()),
        key => Rule::from_key(key)?.words(),
    }
}

/// Whether `name` (in lower case) is the name message `id` gives in some language.
fn named(id: &str, name: &str) -> bool {
    crate::i18n::said_in_any(id, name)
}

/// A setting's key as typed, as its English key: `computer_time`, `Computer-Time` and
/// Italian `tempo_computer` all give `computer_time`. An unknown key comes back in lower
/// case, for the table to refuse by name.
#[must_use]
pub fn english_key(typed: &str) -> String {
    let lower = typed.trim().to_lowercase();
    let normal = lower.replace('-', "_");
    keys()
        .find(|k| {
            *k == normal
                || named(&format!("opt-{k}"), &lower)
                || named(&format!("opt-{k}"), &normal)
        })
        .map_or_else(|| typed.to_ascii_lowercase(), str::to_string)
}

/// A value of setting `key` (an English key) as typed, as its English word when it is one
/// of the setting's words in any language (`scuro` → `dark` for `theme`); anything else
/// as typed, for the table to check.
#[must_use]
pub fn english_value(key: &str, typed: &str) -> String {
    let lower = typed.trim().to_lowercase();
    words(key)
        .and_then(|words| {
            words
                .into_iter()
                .find(|w| *w == lower || named(&format!("choice-{key}-{w}"), &lower))
        })
        .map_or_else(|| typed.to_string(), str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{catalogue, languages};

    #[test]
    fn names_of_every_language_become_english() {
        assert_eq!(english_key("tempo_computer"), "computer_time");
        assert_eq!(english_key("Computer-Time"), "computer_time");
        assert_eq!(english_key("čas_počítače"), "computer_time");
        assert_eq!(english_key("Colour"), "colour");
        // The key the puzzle's refusal names, in the reader's language.
        assert_eq!(english_key("ora_problema"), "puzzle_hour");
        assert_eq!(english_key("rätsel_stunde"), "puzzle_hour");
        assert_eq!(english_value("theme", "scuro"), "dark");
        assert_eq!(english_value("theme", "DARK"), "dark");
        assert_eq!(english_value("theme", "purple"), "purple");
        assert_eq!(english_value("move_limit", "50"), "50");
    }

    #[test]
    fn no_name_stands_for_two_keys_or_two_words() {
        for lang in languages() {
            let cat = catalogue(lang);
            for key in keys() {
                if let Some(name) = cat.get(&format!("opt-{key}"), None) {
                    assert_eq!(english_key(&name), key, "{lang}: opt-{key} = {name}");
                }
            }
            for key in keys().chain(["level", "view", "topic"]) {
                for word in words(key).unwrap_or_default() {
                    if let Some(name) = cat.get(&format!("choice-{key}-{word}"), None) {
                        assert_eq!(english_value(key, &name), word, "{lang}: {name}");
                    }
                }
            }
        }
    }
}
