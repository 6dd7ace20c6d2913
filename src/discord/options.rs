//! The options of `/checkers` that take one of a few words, and the house-rule options of
//! `new` and `defaults` as settings. Each option's choices come from its type's one
//! declaration ([`Words`]: the house rules' enums, the preset, the variant, the board
//! theme, the computer level), so Discord offers exactly the words the table takes.

use std::borrow::Cow;

use crate::ai::Level;
use crate::core::{Abandon, Preset, Rule, Variant, Words};
use crate::render::Theme;
use crate::table::{HelpTopic, SoloView};

/// Discord's choices for the options that take one of a few words: each type's own words
/// ([`Words`], declared once with the type), in order, the word as the choice's name. The
/// other languages' names come from `commands.ftl` (`choice-OPTION-WORD`, filled in by
/// [`super::localize`]), as for every choice.
macro_rules! word_choices {
    ($($t:ty),* $(,)?) => {$(
        impl poise::ChoiceParameter for $t {
            fn list() -> Cow<'static, [poise::CommandParameterChoice]> {
                <$t as Words>::every()
                    .iter()
                    .map(|v| poise::CommandParameterChoice {
                        name: Cow::Borrowed(v.word()),
                        localizations: Cow::Borrowed(&[]),
                        // The field poise's own derive fills in the same way.
                        __non_exhaustive: (),
                    })
                    .collect()
            }

            fn from_index(index: usize) -> Option<Self> {
                <$t as Words>::every().get(index).copied()
            }

            fn from_name(name: &str) -> Option<Self> {
                <$t as Words>::from_word(name)
            }

            fn name(&self) -> &'static str {
                Words::word(*self)
            }

            fn localized_name(&self, _locale: &str) -> Option<&'static str> {
                None
            }
        }
    )*};
}

word_choices!(Variant, Preset, SoloView, HelpTopic, Abandon, Theme, Level,);

/// Seats at a new table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Players {
    /// Two players, opposite points.
    #[name = "2"]
    Two,
    /// Three players, alternate points.
    #[name = "3"]
    Three,
    /// Four players.
    #[name = "4"]
    Four,
    /// Five players (the capture game only).
    #[name = "5"]
    Five,
    /// Six players, every point.
    #[name = "6"]
    Six,
}

impl Players {
    pub(super) fn count(self) -> usize {
        match self {
            Players::Two => 2,
            Players::Three => 3,
            Players::Four => 4,
            Players::Five => 5,
            Players::Six => 6,
        }
    }
}

/// The house-rule options shared by `new` and `defaults`, as `key=value` settings in the
/// words of the rules' declaration (the preset first, so single rules override it), after
/// the other house rules typed in the `house_rules` option: a rule given both ways takes
/// the option.
#[allow(
    clippy::too_many_arguments,
    reason = "one parameter per house-rule option of the slash command"
)]
pub fn settings(
    house_rules: Option<&str>,
    preset: Option<Preset>,
    long_jumps: Option<bool>,
    turn_timeout: Option<String>,
    abandon: Option<Abandon>,
    teams: Option<bool>,
    computer_time: Option<String>,
) -> Vec<(String, String)> {
    fn word<T: Words>(value: Option<T>) -> Option<String> {
        value.map(|v| v.word().to_string())
    }
    // A Discord boolean is written `true`/`false`, which the on/off rules take.
    let text = |v: Option<bool>| v.map(|b| b.to_string());
    let rules: [(Rule, Option<String>); 5] = [
        (Rule::LongJumps, text(long_jumps)),
        (Rule::TurnTimeout, turn_timeout),
        (Rule::Abandon, word(abandon)),
        (Rule::Teams, text(teams)),
        (Rule::ComputerTime, computer_time),
    ];
    let typed = house_rules.map(crate::table::house_rule_settings);
    let preset = word(preset).map(|p| ("preset".to_string(), p));
    typed
        .into_iter()
        .flatten()
        .chain(preset)
        .chain(
            rules
                .into_iter()
                .filter_map(|(rule, v)| v.map(|v| (rule.key().to_string(), v))),
        )
        .collect()
}

/// The `takeback` and `hints` settings of `new` and `defaults`, as
/// `key=value` settings (a Discord boolean is written `true`/`false`, which they take).
pub fn assist_settings(takeback: Option<bool>, hints: Option<bool>) -> Vec<(String, String)> {
    [(Rule::Takeback, takeback), (Rule::Hints, hints)]
        .into_iter()
        .filter_map(|(rule, v)| v.map(|v| (rule.key().to_string(), v.to_string())))
        .collect()
}

/// The `theme=…` setting.
pub fn theme_setting(theme: Theme) -> (String, String) {
    ("theme".to_string(), theme.word().to_string())
}

/// Suggestions for a `house_rules` text being typed: the text with its last word
/// completed to a house rule's `key=` (the keys of docs/rules.md §5 and `preset`), or to
/// `key=word` for a rule of a few words; at most 25 (Discord's most suggestions), each at most 100
/// characters (Discord's limit on a choice).
pub fn suggest_rules(typed: &str) -> Vec<String> {
    // After the last space of any kind (a no-break or ideographic space is more than a
    // byte).
    let (head, last) = match typed.char_indices().rfind(|(_, c)| c.is_whitespace()) {
        Some((i, c)) => typed.split_at(i + c.len_utf8()),
        None => ("", typed),
    };
    let last = last.to_ascii_lowercase().replace('-', "_");
    let keys = std::iter::once("preset").chain(Rule::ALL.iter().map(|r| r.key()));
    let completed: Vec<String> = match last.split_once('=') {
        Some((key, value)) => {
            let words = if key == "preset" {
                Some(Preset::ALL.iter().map(|p| p.word()).collect())
            } else {
                Rule::from_key(key).and_then(Rule::words)
            };
            words
                .unwrap_or_default()
                .into_iter()
                .filter(|w| w.starts_with(value))
                .map(|w| format!("{head}{key}={w}"))
                .collect()
        }
        None => keys
            .filter(|k| k.starts_with(&last))
            .map(|k| format!("{head}{k}="))
            .collect(),
    };
    completed
        .into_iter()
        .filter(|c| c.chars().count() <= 100)
        .take(25)
        .collect()
}

/// Autocomplete of `house_rules`: [`suggest_rules`].
#[allow(
    clippy::unused_async,
    reason = "poise's autocomplete callbacks are async functions"
)]
pub(super) async fn autocomplete_rules(
    _ctx: super::Context<'_>,
    partial: &str,
) -> poise::serenity_prelude::CreateAutocompleteResponse {
    let choices = suggest_rules(partial)
        .into_iter()
        .map(|m| poise::serenity_prelude::AutocompleteChoice::new(m.clone(), m))
        .collect();
    poise::serenity_prelude::CreateAutocompleteResponse::new().set_choices(choices)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn house_rules_complete_their_last_word() {
        assert_eq!(suggest_rules("lo"), ["long_jumps="]);
        assert_eq!(
            suggest_rules("long_jumps=o"),
            ["long_jumps=on", "long_jumps=off"]
        );
        assert_eq!(
            suggest_rules("move_limit=60 first"),
            ["move_limit=60 first_player="]
        );
        assert_eq!(
            suggest_rules("move_limit=60 first-player=c"),
            [
                "move_limit=60 first_player=coin-toss",
                "move_limit=60 first_player=creator"
            ]
        );
        assert_eq!(suggest_rules("preset=m"), ["preset=masters"]);
        assert!(suggest_rules("move_limit=").is_empty(), "a number is typed");
        assert!(suggest_rules("zzz").is_empty());
        assert_eq!(suggest_rules("").len(), 1 + Rule::ALL.len());
        assert!(
            suggest_rules(&"x ".repeat(60)).is_empty(),
            "never over 100 characters"
        );
        assert_eq!(
            suggest_rules("move_limit=60\u{a0}lo"),
            ["move_limit=60\u{a0}long_jumps="],
            "after a no-break space"
        );
        assert_eq!(suggest_rules("a\u{3000}lea"), ["a\u{3000}leave_target="]);
        assert_eq!(
            suggest_rules("on\u{2003}t"),
            [
                "on\u{2003}turn_order=",
                "on\u{2003}turn_timeout=",
                "on\u{2003}teams=",
                "on\u{2003}takeback="
            ]
        );
    }
}
