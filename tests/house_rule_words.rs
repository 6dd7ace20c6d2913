//! The house rules in words (docs/rules.md §5): their text form, every key and value as
//! parsing, error messages, Discord's options and the help name them in every language,
//! and the setting names the console takes (the rules' effect on play:
//! `tests/house_rules.rs`).

use crate::common;

use checkers_bot::ai::Level;
use checkers_bot::core::{HouseRules, Preset, Rule, RuleError, Variant, Words, MAX_MOVE_LIMIT};
use checkers_bot::i18n::{catalogue, languages};
use checkers_bot::render::Theme;
use checkers_bot::table::{Command, User};
use common::{new_game_with, tables};
use serde_json::Value;

#[test]
fn rules_text_lists_every_key_with_its_default() {
    let text = HouseRules::default().to_string();
    assert_eq!(
        text,
        "unused_points=empty foreign_points=rest anti_spoiling=full-target long_jumps=off leave_target=off \
         first_player=coin-toss turn_order=clockwise move_limit=200 placements=on turn_timeout=24h abandon=ai-takeover \
         teams=off computer_time=2s takeback=on hints=on"
    );
}

/// Values of `rule` to try: valid ones as `(typed, text form)`, and invalid ones.
fn samples(rule: Rule) -> (Vec<(String, String)>, Vec<&'static str>) {
    let pairs = |list: &[(&str, &str)]| -> Vec<(String, String)> {
        list.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    };
    match rule {
        Rule::MoveLimit => (
            pairs(&[
                ("0", "0"),
                ("1", "1"),
                ("200", "200"),
                (" 100000 ", "100000"),
            ]),
            vec!["100001", "-1", "1.5", "many", "", "4294967296"],
        ),
        Rule::TurnTimeout => (
            pairs(&[
                ("24h", "24h"),
                ("90m", "1h30m"),
                ("45s", "45s"),
                ("30d", "30d"),
                ("0", "0"),
                ("none", "0"),
                ("OFF", "0"),
            ]),
            vec!["31d", "soon", "-1h", "0s", ""],
        ),
        Rule::ComputerTime => (
            pairs(&[
                ("2", "2s"),
                ("500ms", "500ms"),
                ("10ms", "10ms"),
                ("60s", "1m"),
                ("1500ms", "1500ms"),
            ]),
            vec!["0", "9ms", "61s", "2h", "fast", "-1", ""],
        ),
        _ => {
            let words = rule.words().expect("a rule of a few words");
            let mut good: Vec<(String, String)> = words
                .iter()
                .flat_map(|w| {
                    [
                        (w.to_string(), w.to_string()),
                        (format!(" {} ", w.to_uppercase()), w.to_string()),
                    ]
                })
                .collect();
            if words == ["on", "off"] {
                good.extend(pairs(&[
                    ("true", "on"),
                    ("yes", "on"),
                    ("false", "off"),
                    ("no", "off"),
                ]));
            }
            (good, vec!["maybe", "", "on-off", "pass_through"])
        }
    }
}

/// The option `name` of `command` in Discord's JSON form of the commands: a subcommand
/// of `/checkers`, or `defaults` for `/checkers-defaults`; `None` when it has none.
fn discord_option_of<'a>(commands: &'a Value, command: &str, name: &str) -> Option<&'a Value> {
    let holder = if command == "defaults" {
        commands
            .as_array()
            .and_then(|all| all.iter().find(|c| c["name"] == "checkers-defaults"))
    } else {
        commands[0]["options"]
            .as_array()
            .and_then(|subs| subs.iter().find(|s| s["name"] == command))
    };
    let holder = holder.unwrap_or_else(|| panic!("no command {command}"));
    holder["options"]
        .as_array()
        .and_then(|options| options.iter().find(|o| o["name"] == name))
}

/// [`discord_option_of`], which must be there.
fn discord_option<'a>(commands: &'a Value, command: &str, name: &str) -> &'a Value {
    discord_option_of(commands, command, name)
        .unwrap_or_else(|| panic!("no option {name} in {command}"))
}

/// The house rules that are options of `new` and `/checkers-defaults`; the others are
/// typed in their `house_rules` option (Discord's 25 options and 8,000 characters a
/// command leave no room for all).
const RULE_OPTIONS: [Rule; 7] = [
    Rule::LongJumps,
    Rule::TurnTimeout,
    Rule::Abandon,
    Rule::Teams,
    Rule::ComputerTime,
    Rule::Takeback,
    Rule::Hints,
];

/// The choices of a Discord option: each choice's name and its name in every other
/// language (Discord's locale code, name).
fn discord_choices(option: &Value) -> Vec<(String, Vec<(String, String)>)> {
    option["choices"]
        .as_array()
        .map(|choices| {
            choices
                .iter()
                .map(|c| {
                    let mut names: Vec<(String, String)> = c["name_localizations"]
                        .as_object()
                        .map(|m| {
                            m.iter()
                                .map(|(l, n)| (l.clone(), n.as_str().unwrap().to_string()))
                                .collect()
                        })
                        .unwrap_or_default();
                    names.sort();
                    (c["name"].as_str().unwrap().to_string(), names)
                })
                .collect()
        })
        .unwrap_or_default()
}

/// Discord's option for the words of a setting: one choice per word, in order, each named
/// in every other language as `commands.ftl` names it (`choice-KEY-WORD`).
fn assert_discord_words(commands: &Value, command: &str, key: &str, words: &[&str]) {
    let option = discord_option(commands, command, key);
    let choices = discord_choices(option);
    let names: Vec<&str> = choices.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, words, "/{command} {key}");
    for (word, localized) in &choices {
        let name = |l: &str| {
            catalogue(l)
                .get(&format!("choice-{key}-{word}"), None)
                .unwrap_or_else(|| panic!("{l}: no choice-{key}-{word}"))
        };
        let mut expected: Vec<(String, String)> = languages()
            .filter(|l| *l != "en")
            .map(|l| (checkers_bot::i18n::discord_locale(l).to_string(), name(l)))
            .collect();
        // Spain's Spanish serves Latin America's too.
        expected.push(("es-419".into(), name("es-ES")));
        expected.sort();
        assert_eq!(localized, &expected, "/{command} {key} {word}");
    }
}

/// Every house rule and every kind of value it takes (and values it does not), through
/// each place its one declaration drives: parsing and the text form, the valid values an
/// error names (`valid_values` and `set`'s refusal alike, `move_limit` included), the
/// options of Discord's `/checkers new` and `defaults` (words as choices, on/off rules as
/// booleans, `move_limit`'s bound), and the help's message for each value in every
/// language. The preset, the variant, the theme and the computer level likewise.
#[test]
#[allow(
    clippy::too_many_lines,
    reason = "one walk over every rule, value and language; to split by adapter"
)]
fn every_rule_and_value_agree_in_parsing_errors_discord_and_help() {
    let commands = checkers_bot::discord::registered_commands();
    assert_eq!(
        HouseRules::KEYS.to_vec(),
        Rule::ALL.iter().map(|r| r.key()).collect::<Vec<_>>()
    );
    for &rule in Rule::ALL {
        let key = rule.key();
        let valid = rule.valid();
        assert_eq!(HouseRules::valid_values(key), valid, "{key}");
        assert_eq!(
            Rule::from_key(&key.to_uppercase().replace('_', "-")),
            Some(rule)
        );
        let (good, bad) = samples(rule);
        for (typed, shown) in &good {
            let mut r = HouseRules::default();
            r.set(key, typed)
                .unwrap_or_else(|e| panic!("{key}={typed}: {e}"));
            assert_eq!(r.get(key).as_deref(), Some(shown.as_str()), "{key}={typed}");
            assert_eq!(r.value(rule), *shown);
            let mut again = HouseRules::default();
            again.set_rule(rule, shown).unwrap();
            assert_eq!(again, r, "{key}={shown} reads back");
            assert_eq!(r.to_string().parse::<HouseRules>(), Ok(r));
        }
        for typed in bad {
            let mut r = HouseRules::default();
            let err = r.set(key, typed).unwrap_err();
            assert_eq!(
                err,
                RuleError::BadValue {
                    key,
                    valid: valid.clone()
                },
                "{key}={typed}"
            );
            assert_eq!(err.to_string(), format!("`{key}` takes {valid}"));
            assert_eq!(r, HouseRules::default(), "{key}={typed} changes nothing");
        }
        for command in ["new", "defaults"] {
            let Some(option) = discord_option_of(&commands, command, key) else {
                // Typed in `house_rules`, whose suggestions name the key and its words.
                assert!(!RULE_OPTIONS.contains(&rule), "/{command} {key}");
                let typed = discord_option(&commands, command, "house_rules");
                assert_eq!(typed["autocomplete"], true, "/{command} house_rules");
                let suggest = checkers_bot::discord::house_rule_suggestions;
                assert!(suggest("").contains(&format!("{key}=")), "{key}");
                for word in rule.words().unwrap_or_default() {
                    let start = format!("{key}={}", &word[..1]);
                    assert!(
                        suggest(&start).contains(&format!("{key}={word}")),
                        "{start}"
                    );
                }
                continue;
            };
            assert!(RULE_OPTIONS.contains(&rule), "/{command} {key}");
            match rule.words() {
                Some(words) if words == ["on", "off"] => {
                    assert_eq!(option["type"], 5, "/{command} {key} is a boolean");
                    for (b, word) in [("true", "on"), ("false", "off")] {
                        let mut r = HouseRules::default();
                        r.set(key, b).unwrap();
                        assert_eq!(r.value(rule), word);
                    }
                }
                Some(words) => assert_discord_words(&commands, command, key, &words),
                None if rule == Rule::MoveLimit => {
                    assert_eq!(option["type"], 4, "an integer");
                    assert_eq!(
                        option["max_value"].as_f64(),
                        Some(f64::from(MAX_MOVE_LIMIT))
                    );
                }
                None => {
                    assert_eq!(option["type"], 3, "a duration as text");
                    let most = option["max_length"].as_u64().unwrap() as usize;
                    assert!(good
                        .iter()
                        .all(|(typed, shown)| typed.len() <= most && shown.len() <= most));
                }
            }
        }
        match rule.words() {
            Some(words) => {
                assert_eq!(valid, words.join(", "), "{key}: errors name every word");
                for lang in languages() {
                    for word in &words {
                        let id = format!("rule-{key}-{word}");
                        assert!(catalogue(lang).has(&id), "{lang}: {id}");
                    }
                }
            }
            None => {
                for lang in languages() {
                    let id = format!("rule-{key}");
                    assert!(catalogue(lang).has(&id), "{lang}: {id}");
                    let none = format!("{id}-none");
                    let takes_zero = good.iter().any(|(_, shown)| shown == "0");
                    assert_eq!(catalogue(lang).has(&none), takes_zero, "{lang}: {none}");
                }
            }
        }
    }
    // The settings of a few words beside the rules.
    let preset: Vec<&str> = Preset::ALL.iter().map(|p| p.word()).collect();
    assert_eq!(preset, ["standard", "masters", "fast"]);
    assert_eq!(
        HouseRules::valid_values("preset"),
        "standard, masters, fast"
    );
    for command in ["new", "defaults"] {
        assert_discord_words(&commands, command, "preset", &preset);
        assert_discord_words(&commands, command, "theme", &["light", "dark"]);
    }
    assert_eq!(Theme::word_list(), "light, dark");
    assert_discord_words(&commands, "new", "variant", &["standard", "capture"]);
    assert_eq!(Variant::word_list(), "standard, capture");
    assert_discord_words(
        &commands,
        "add-computer",
        "level",
        &[
            "beginner", "novice", "learner", "easy", "moderate", "medium", "skilled", "advanced",
            "strong", "hard",
        ],
    );
    assert_eq!(
        Level::word_list(),
        "beginner, novice, learner, easy, moderate, medium, skilled, advanced, strong, hard"
    );
}

/// In every language the setting names the help shows (`opt-computer_time`,
/// `opt-theme`), like every name and word Discord shows, are ones the console and the
/// table take (`nuova 2 tempo_computer=1s tema=scuro`).
#[test]
fn the_console_takes_the_setting_names_the_help_shows_in_every_language() {
    let mut seen = Vec::new();
    for (channel, lang) in (1..).zip(languages()) {
        seen.push(lang);
        let cat = catalogue(lang);
        let name = |id: &str| cat.get(id, None).unwrap_or_else(|| panic!("{lang}: {id}"));
        let help = cat.get("help-commands", None).unwrap();
        let (time, theme) = (name("opt-computer_time"), name("opt-theme"));
        assert!(help.contains(&format!("`{time}`")), "{lang}: {help}");
        assert!(help.contains(&format!("`{theme}")), "{lang}: {help}");
        let line = format!(
            "{} 2 {time}=1s {theme}={} {}={} {}=50",
            name("cmd-new"),
            name("choice-theme-dark"),
            name("opt-anti_spoiling"),
            name("choice-anti_spoiling-swap"),
            name("opt-move_limit"),
        );
        let command = Command::parse(&line).unwrap().unwrap();
        assert_eq!(
            command,
            new_game_with(
                2,
                &[
                    ("computer_time", "1s"),
                    ("theme", "dark"),
                    ("anti_spoiling", "swap"),
                    ("move_limit", "50"),
                ]
            ),
            "{lang}: {line}"
        );
        let tables = tables();
        let user = User {
            locale: Some(lang.to_string()),
            ..User::new(1, "Ann")
        };
        let opened = tables.handle(channel, &user, command);
        assert!(opened.iter().all(|r| !r.private), "{lang}: {opened:?}");
        let rules = &tables.handle(channel, &user, Command::Rules)[0].text;
        for shown in [
            "anti_spoiling=swap",
            "move_limit=50",
            "computer_time=1s",
            "theme=dark",
        ] {
            assert!(rules.contains(shown), "{lang}: {shown} in {rules}");
        }
    }
    assert_eq!(seen, ["en", "it", "de", "fr", "es-ES", "nb", "cs", "pt-BR"]);
}
