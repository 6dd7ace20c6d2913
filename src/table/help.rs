//! The help's second part: the house rules in force where it was asked (RULES.md §5), in
//! the reader's words. A game's own rules while it is open, else the channel's defaults.

use crate::core::HouseRules;
use crate::i18n::Catalogue;
use crate::t;

/// Every house rule of `rules` explained in a line of `cat`, under a heading that says
/// whether they are the rules of the game here (`game`) or of new games here.
#[must_use]
pub fn rules_in_force(rules: &HouseRules, game: bool, cat: &Catalogue) -> String {
    let heading = if game {
        "help-rules-game"
    } else {
        "help-rules-defaults"
    };
    let mut lines = vec![t!(cat, heading)];
    for key in HouseRules::KEYS {
        let line = match key {
            "move_limit" if rules.move_limit == 0 => t!(cat, "rule-move_limit-none"),
            "move_limit" => t!(cat, "rule-move_limit", "limit" => rules.move_limit),
            "turn_timeout" if rules.turn_timeout == 0 => t!(cat, "rule-turn_timeout-none"),
            "turn_timeout" => t!(cat, "rule-turn_timeout",
                "timeout" => rules.get(key).unwrap_or_default()),
            "computer_time" => t!(cat, "rule-computer_time",
                "time" => rules.get(key).unwrap_or_default()),
            _ => {
                let value = rules.get(key).unwrap_or_default();
                t!(cat, &format!("rule-{key}-{value}"))
            }
        };
        lines.push(format!("• {line}"));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Preset;
    use crate::i18n::{catalogue, languages};

    #[test]
    fn every_rule_value_of_every_preset_is_explained_in_every_language() {
        for lang in languages() {
            let cat = catalogue(lang);
            for preset in Preset::ALL {
                let mut rules = preset.rules();
                for (game, timeout) in [(true, 0), (false, 3600)] {
                    rules.turn_timeout = timeout;
                    let text = rules_in_force(&rules, game, cat);
                    assert_eq!(text.lines().count(), 1 + HouseRules::KEYS.len(), "{lang}");
                    assert!(
                        !text.contains("rule-"),
                        "{lang}: a missing message in {text}"
                    );
                    assert!(text.chars().count() < 2000, "{lang}: fits one message");
                }
            }
            // Every other value too.
            let mut other = HouseRules::default();
            for (k, v) in [
                ("unused_points", "filled"),
                ("first_player", "creator"),
                ("turn_order", "counterclockwise"),
                ("placements", "off"),
                ("leave_target", "on"),
                ("abandon", "freeze"),
                ("anti_spoiling", "none"),
            ] {
                other.set(k, v).expect("a valid rule");
            }
            let text = rules_in_force(&other, true, cat);
            assert!(
                !text.contains("rule-"),
                "{lang}: a missing message in {text}"
            );
        }
    }

    #[test]
    fn english_explains_the_masters_preset() {
        let text = rules_in_force(&Preset::Masters.rules(), true, catalogue("en"));
        assert!(text.starts_with("**House rules of this game**"), "{text}");
        assert!(text.contains("• No move limit."), "{text}");
        assert!(
            text.contains("• Pegs may hop through other armies' points but not stop in them."),
            "{text}"
        );
        let fast = rules_in_force(&Preset::Fast.rules(), false, catalogue("cs"));
        assert!(fast.contains("200 tahů"), "{fast}");
        assert!(fast.contains("24h"), "{fast}");
    }
}
