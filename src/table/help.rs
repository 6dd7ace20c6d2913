//! The help: a short overview that names every command and the topics, and one page per
//! topic (`help moves`, `help commands`, `help rules`, `help teams`, `help ratings`, `help
//! capture`). Each page fits one Discord message (2,000 characters) in every language. The
//! rules page is the house rules in force where it was asked (docs/rules.md §5), in the
//! reader's words: a game's own rules while it is open, else the channel's defaults.

use crate::core::{HouseRules, Rule, Variant};
use crate::i18n::Catalogue;
use crate::t;

use super::command::HelpTopic;
use super::reply::{Langs, Reply};
use super::told::Told;
use super::words::searching_line;

/// The help and the house rules in force here (private).
#[derive(Debug)]
pub struct HelpPage {
    /// The page asked for (`None`: the overview).
    pub topic: Option<HelpTopic>,
    /// The rules in force.
    pub rules: HouseRules,
    /// Whether they are an open game's (else the channel's defaults).
    pub game: bool,
    /// The open game's variant (the race when there is none).
    pub variant: Variant,
    /// With the overview on a server: who searches for a game there now (`seek`),
    /// per game sought (players, rated, people searching).
    pub searching: Vec<(u8, bool, usize)>,
}

impl Told for HelpPage {
    /// The page asked for, and who searches on the server now.
    fn replies(&self, l: &Langs) -> Vec<Reply> {
        let private = l.private;
        let mut text = page(self.topic, &self.rules, self.game, self.variant, private);
        if !self.searching.is_empty() {
            text.push('\n');
            text.push_str(&searching_line(&self.searching, private));
        }
        vec![Reply::private(text)]
    }
}

/// The help page of `topic` (`None`: the overview) where the rules in force are `rules`,
/// an open game's (`game`) of `variant` or the defaults of new games; in a capture game
/// the moves are the capture game's.
#[must_use]
pub fn page(
    topic: Option<HelpTopic>,
    rules: &HouseRules,
    game: bool,
    variant: Variant,
    cat: &Catalogue,
) -> String {
    let capture = variant == Variant::Capture;
    match topic {
        None => t!(cat, "help"),
        Some(HelpTopic::Moves) if capture => t!(cat, "help-capture"),
        Some(HelpTopic::Moves) => t!(cat, "help-moves"),
        Some(HelpTopic::Commands) => t!(cat, "help-commands"),
        Some(HelpTopic::Rules) if capture => format!(
            "{}\n\n{}",
            t!(cat, "help-capture"),
            rules_in_force(rules, game, cat)
        ),
        Some(HelpTopic::Rules) => rules_in_force(rules, game, cat),
        Some(HelpTopic::Teams) => t!(cat, "help-teams-solo"),
        Some(HelpTopic::Ratings) => t!(cat, "help-kept", "moves" => super::kept::MIN_RATED_MOVES),
        Some(HelpTopic::Capture) => t!(cat, "help-capture"),
    }
}

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
    for rule in Rule::ALL {
        lines.push(format!("• {}", rule_line(rules, *rule, cat)));
    }
    lines.join("\n")
}

/// The help's line for `rule`: message `rule-KEY-WORD` for a rule of a few words (its
/// words come from the rule's declaration), `rule-KEY` with the value for a number or a
/// duration, `rule-KEY-none` for `0`.
fn rule_line(rules: &HouseRules, rule: Rule, cat: &Catalogue) -> String {
    let value = rules.value(rule);
    let key = rule.key();
    match rule {
        Rule::MoveLimit | Rule::TurnTimeout if value == "0" => t!(cat, &format!("rule-{key}-none")),
        Rule::MoveLimit => t!(cat, "rule-move_limit", "limit" => rules.move_limit),
        Rule::TurnTimeout => t!(cat, "rule-turn_timeout", "timeout" => value),
        Rule::ComputerTime => t!(cat, "rule-computer_time", "time" => value),
        _ => t!(cat, &format!("rule-{key}-{value}")),
    }
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
            // Every word of every rule of a few words, as its declaration lists them.
            for rule in Rule::ALL {
                for word in rule.words().unwrap_or_default() {
                    let mut rules = HouseRules::default();
                    rules.set_rule(*rule, word).expect("a declared word");
                    let line = rule_line(&rules, *rule, cat);
                    assert_eq!(line, t!(cat, &format!("rule-{rule}-{word}")), "{lang}");
                    assert!(!line.contains("rule-"), "{lang}: no message for {line}");
                    let text = rules_in_force(&rules, true, cat);
                    assert!(text.contains(&format!("• {line}")), "{lang}: {text}");
                }
            }
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
