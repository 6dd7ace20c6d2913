//! Discord's documented limits on application commands, checked before the bulk
//! registration (`PUT /applications/{id}/commands`), by `bot --check`, and by the test
//! Discord, which refuses a registration that breaks one with Discord's own error
//! (`400`, code `50035` "Invalid Form Body" and its `errors` tree).
//!
//! The rules, each from Discord's developer documentation, "Application Commands":
//!
//! - "Application Command Object" → "Application Command Naming": a chat-input command's
//!   name and each option's name, and every localization of them, is 1–32 characters
//!   matching `^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, in lower case where the
//!   letter has one; a user or message command's name is 1–32 characters of any kind.
//! - "Application Command Structure" / "Application Command Option Structure": a
//!   chat-input description and an option's description (and their localizations) are
//!   1–100 characters; a user or message command has an empty description; a command, a
//!   subcommand group and a subcommand have at most 25 options; an option has at most 25
//!   choices, each named 1–100 characters, a string value 1–100 characters; required
//!   options come before optional ones; the names of one list of options are distinct; a
//!   group holds only subcommands, and subcommands or groups are not mixed with other
//!   options; an option with choices has no autocomplete.
//! - "Application Command Object", the note on size: "the combined sum of characters of
//!   the name, description, and value properties of command and options (including
//!   subcommands and choices)" is at most 8,000 per command, counting for each field its
//!   longest localization, the default included.
//! - "Reference", "Locales": a localization is keyed by one of Discord's locales.
//! - "Registering a Command": an application has at most 100 global chat-input commands,
//!   15 user and 15 message commands, and one Entry Point command (a bulk overwrite that
//!   leaves an existing Entry Point command out is refused, error 50240).
//!
//! Beside its own checks it runs `twilight-validate`'s command module on each command (as
//! `twilight-model`'s `Command`), which covers names, descriptions, required-first order,
//! option counts and choice lengths; its size limit is the older 4,000, so the size is
//! checked here by Discord's current 8,000.

use std::collections::HashSet;

use serde_json::Value;

/// Most options of a command, subcommand group or subcommand.
pub const MAX_OPTIONS: usize = 25;
/// Most choices of an option.
pub const MAX_CHOICES: usize = 25;
/// Most characters of a command by the longest-localization count ([`characters`]).
pub const MAX_CHARACTERS: usize = 8000;
/// Most global chat-input commands of an application.
pub const MAX_CHAT_INPUT_COMMANDS: usize = 100;
/// Most global user commands, and most message commands.
pub const MAX_MENU_COMMANDS: usize = 15;

/// The project's own budget, below Discord's limits, so that the next features fit:
/// most options of any command, group or subcommand.
pub const BUDGET_OPTIONS: usize = 21;
/// The project's own budget of characters a command ([`characters`]).
pub const BUDGET_CHARACTERS: usize = 6500;

/// Discord's command types.
const CHAT_INPUT: u64 = 1;
const USER: u64 = 2;
const MESSAGE: u64 = 3;
const ENTRY_POINT: u64 = 4;
/// Discord's option types of a subcommand and a subcommand group.
const SUB_COMMAND: u64 = 1;
const SUB_COMMAND_GROUP: u64 = 2;
/// Discord's option type of a string.
const STRING: u64 = 3;

/// One broken rule: where (the path of keys and indices in the registered JSON, as
/// Discord's `errors` tree names it), Discord's error code and its message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Keys and indices from the array of commands down to the field, e.g.
    /// `["0", "options", "3", "description"]`.
    pub path: Vec<String>,
    /// Discord's code, e.g. `BASE_TYPE_MAX_LENGTH`.
    pub code: &'static str,
    /// Discord's message, e.g. "Must be 25 or fewer in length.".
    pub message: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: {} ({})",
            self.path.join("."),
            self.message,
            self.code
        )
    }
}

/// A command's size: its options (top level), the most options of any list in it, and
/// its characters by Discord's count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Size {
    /// The command's name, with a `/` before a chat-input command's.
    pub name: String,
    /// Options at the top level (subcommands and groups among them).
    pub options: usize,
    /// The most options of the command, any group or any subcommand.
    pub widest: usize,
    /// Characters by the longest-localization count.
    pub characters: usize,
}

impl std::fmt::Display for Size {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: {} options (at most {} in any list), {} characters",
            self.name, self.options, self.widest, self.characters
        )
    }
}

fn kind(value: &Value) -> u64 {
    value["type"].as_u64().unwrap_or(CHAT_INPUT)
}

fn text(value: &Value, key: &str) -> String {
    value[key].as_str().unwrap_or_default().to_string()
}

fn options_of(value: &Value) -> &[Value] {
    value["options"].as_array().map_or(&[], Vec::as_slice)
}

/// The field `key` and each of its localizations (`KEY_localizations`).
fn localized<'a>(value: &'a Value, key: &str) -> Vec<(Option<&'a str>, &'a str)> {
    let mut out = vec![(None, value[key].as_str().unwrap_or_default())];
    if let Some(map) = value[format!("{key}_localizations")].as_object() {
        out.extend(
            map.iter()
                .map(|(locale, text)| (Some(locale.as_str()), text.as_str().unwrap_or_default())),
        );
    }
    out
}

/// The characters of the longest of `key` and its localizations.
fn longest(value: &Value, key: &str) -> usize {
    localized(value, key)
        .iter()
        .map(|(_, t)| t.chars().count())
        .max()
        .unwrap_or(0)
}

/// A choice's value as text (a number as its digits).
fn value_text(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// Characters of an option by Discord's count: its name and description, its choices'
/// names and values, and its options', each at its longest localization.
fn option_characters(option: &Value) -> usize {
    let own = longest(option, "name") + longest(option, "description");
    let choices: usize = option["choices"].as_array().map_or(0, |c| {
        c.iter()
            .map(|c| longest(c, "name") + value_text(&c["value"]).chars().count())
            .sum()
    });
    let inner: usize = options_of(option).iter().map(option_characters).sum();
    own + choices + inner
}

/// Characters of a command by Discord's count ("the combined sum of characters of the
/// name, description, and value properties of command and options (including subcommands
/// and choices)", each field at its longest localization, the default included).
#[must_use]
pub fn characters(command: &Value) -> usize {
    longest(command, "name")
        + longest(command, "description")
        + options_of(command)
            .iter()
            .map(option_characters)
            .sum::<usize>()
}

fn widest(value: &Value) -> usize {
    let options = options_of(value);
    options.iter().map(widest).fold(options.len(), usize::max)
}

/// The size of `command` (its registered JSON).
#[must_use]
pub fn size(command: &Value) -> Size {
    let name = text(command, "name");
    Size {
        name: if kind(command) == CHAT_INPUT {
            format!("/{name}")
        } else {
            name
        },
        options: options_of(command).len(),
        widest: widest(command),
        characters: characters(command),
    }
}

/// Collects problems under one path.
struct Found<'a> {
    out: &'a mut Vec<Problem>,
    path: Vec<String>,
}

impl Found<'_> {
    fn at(&mut self, tail: &[&str], code: &'static str, message: impl Into<String>) {
        let mut path = self.path.clone();
        path.extend(tail.iter().map(|s| (*s).to_string()));
        self.out.push(Problem {
            path,
            code,
            message: message.into(),
        });
    }

    fn below(&mut self, tail: &[String]) -> Found<'_> {
        let mut path = self.path.clone();
        path.extend(tail.iter().cloned());
        Found {
            out: self.out,
            path,
        }
    }
}

/// Whether `name` is a valid chat-input or option name (Discord's "Application Command
/// Naming": 1–32 of letters, numbers, `-`, `_` and `'`, lower case where there is one).
#[must_use]
pub fn valid_name(name: &str) -> bool {
    let count = name.chars().count();
    (1..=32).contains(&count)
        && name.chars().all(|c| {
            use unicode_properties::{GeneralCategoryGroup, UnicodeGeneralCategory};
            let letter_or_number = matches!(
                c.general_category_group(),
                GeneralCategoryGroup::Letter | GeneralCategoryGroup::Number
            );
            (letter_or_number || matches!(c, '-' | '_' | '\'') || devanagari_or_thai(c))
                && c.to_lowercase().eq(std::iter::once(c))
        })
}

/// The Devanagari and Thai scripts (`\p{sc=Deva}`, `\p{sc=Thai}`), whose marks are no
/// letters: their blocks, less the signs those blocks share with other scripts (the
/// danda `।` `॥` and the baht sign `฿`).
fn devanagari_or_thai(c: char) -> bool {
    matches!(c, '\u{0900}'..='\u{097F}' | '\u{A8E0}'..='\u{A8FF}' | '\u{0E00}'..='\u{0E7F}')
        && !matches!(c, '\u{0964}' | '\u{0965}' | '\u{0E3F}')
}

fn check_length(found: &mut Found<'_>, key: &str, text: &str, range: (usize, usize)) {
    let n = text.chars().count();
    if n < range.0 || n > range.1 {
        found.at(
            &[key],
            "BASE_TYPE_BAD_LENGTH",
            format!("Must be between {} and {} in length.", range.0, range.1),
        );
    }
}

/// Checks a chat-input name field and its localizations.
fn check_names(found: &mut Found<'_>, value: &Value, code: &'static str, message: &str) {
    for (locale, name) in localized(value, "name") {
        if !valid_name(name) {
            match locale {
                None => found.at(&["name"], code, message),
                Some(l) => found.at(&["name_localizations", l], code, message),
            }
        }
    }
}

/// Checks a description field and its localizations: 1–100 characters.
fn check_descriptions(found: &mut Found<'_>, value: &Value) {
    for (locale, text) in localized(value, "description") {
        let mut at = match locale {
            None => found.below(&[]),
            Some(_) => found.below(&["description_localizations".to_string()]),
        };
        check_length(&mut at, locale.unwrap_or("description"), text, (1, 100));
    }
}

fn check_choices(found: &mut Found<'_>, option: &Value) {
    let Some(choices) = option["choices"].as_array() else {
        return;
    };
    if choices.len() > MAX_CHOICES {
        found.at(
            &["choices"],
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {MAX_CHOICES} or fewer in length."),
        );
    }
    if !choices.is_empty() && option["autocomplete"].as_bool() == Some(true) {
        found.at(
            &["autocomplete"],
            "APPLICATION_COMMAND_OPTION_CHOICES_AUTOCOMPLETE",
            "Autocomplete cannot be set on an option with choices.",
        );
    }
    for (i, choice) in choices.iter().enumerate() {
        let mut at = found.below(&["choices".to_string(), i.to_string()]);
        for (locale, name) in localized(choice, "name") {
            let key = locale.unwrap_or("name");
            let mut place = match locale {
                None => at.below(&[]),
                Some(_) => at.below(&["name_localizations".to_string()]),
            };
            check_length(&mut place, key, name, (1, 100));
        }
        if let Value::String(v) = &choice["value"] {
            check_length(&mut at, "value", v, (1, 100));
        }
    }
}

/// Checks one list of options (of a command, a group or a subcommand), `depth` levels
/// below the command.
fn check_options(found: &mut Found<'_>, options: &[Value], depth: usize) {
    if options.len() > MAX_OPTIONS {
        found.at(
            &["options"],
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {MAX_OPTIONS} or fewer in length."),
        );
    }
    let subs = options
        .iter()
        .filter(|o| matches!(kind(o), SUB_COMMAND | SUB_COMMAND_GROUP))
        .count();
    if subs != 0 && subs != options.len() {
        found.at(
            &["options"],
            "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
            "Sub-command and sub-command group option types are mutually exclusive to all other types",
        );
    }
    let mut names = HashSet::new();
    let mut optional_seen = false;
    for (i, option) in options.iter().enumerate() {
        let mut at = found.below(&["options".to_string(), i.to_string()]);
        let name = text(option, "name");
        if !names.insert(name.clone()) {
            at.at(
                &["name"],
                "APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS",
                format!("Option name {name} is already used in these options"),
            );
        }
        let required = option["required"].as_bool() == Some(true);
        if required && optional_seen {
            at.at(
                &["required"],
                "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                "Required options must be placed before non-required options",
            );
        }
        optional_seen |= !required;
        check_names(
            &mut at,
            option,
            "APPLICATION_COMMAND_INVALID_NAME",
            "Command name is invalid",
        );
        check_descriptions(&mut at, option);
        check_choices(&mut at, option);
        let inner = options_of(option);
        match kind(option) {
            SUB_COMMAND_GROUP if depth > 0 => at.at(
                &["type"],
                "APPLICATION_COMMAND_OPTION_TYPE_INVALID",
                "A sub-command group can only be an option of a command",
            ),
            SUB_COMMAND_GROUP
                if inner.iter().any(|o| kind(o) != SUB_COMMAND) || inner.is_empty() =>
            {
                at.at(
                    &["options"],
                    "APPLICATION_COMMAND_OPTION_TYPE_INVALID",
                    "A sub-command group holds one or more sub-commands only",
                );
            }
            SUB_COMMAND
                if inner
                    .iter()
                    .any(|o| matches!(kind(o), SUB_COMMAND | SUB_COMMAND_GROUP)) =>
            {
                at.at(
                    &["options"],
                    "APPLICATION_COMMAND_OPTION_TYPE_INVALID",
                    "A sub-command cannot hold sub-commands",
                );
            }
            _ => {}
        }
        if !inner.is_empty() {
            check_options(&mut at, inner, depth + 1);
        }
        if kind(option) == STRING {
            for (key, range) in [("min_length", 0..=6000), ("max_length", 1..=6000)] {
                if let Some(n) = option[key].as_u64() {
                    if !range.contains(&n) {
                        at.at(
                            &[key],
                            "NUMBER_TYPE_MAX",
                            format!(
                                "int value should be between {} and {}.",
                                range.start(),
                                range.end()
                            ),
                        );
                    }
                }
            }
        }
    }
}

/// Discord's locales ("Reference", "Locales"): the only keys a localization may have.
pub const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// Every localization under `value` (its own, its options' and choices') keyed by one of
/// Discord's [`LOCALES`].
fn check_locales(found: &mut Found<'_>, value: &Value) {
    let Some(map) = value.as_object() else {
        if let Some(list) = value.as_array() {
            for (i, item) in list.iter().enumerate() {
                check_locales(&mut found.below(&[i.to_string()]), item);
            }
        }
        return;
    };
    for (key, inner) in map {
        if key.ends_with("_localizations") {
            for locale in inner.as_object().into_iter().flatten().map(|(l, _)| l) {
                if !LOCALES.contains(&locale.as_str()) {
                    found.at(
                        &[key, locale],
                        "LOCALE_INVALID",
                        format!("Invalid locale {locale}"),
                    );
                }
            }
        } else if inner.is_array() || inner.is_object() {
            check_locales(&mut found.below(std::slice::from_ref(key)), inner);
        }
    }
}

/// Checks one command.
fn check_command(found: &mut Found<'_>, command: &Value) {
    check_locales(found, command);
    match kind(command) {
        CHAT_INPUT => {
            check_names(
                found,
                command,
                "APPLICATION_COMMAND_INVALID_NAME",
                "Command name is invalid",
            );
            check_descriptions(found, command);
            check_options(found, options_of(command), 0);
            let n = characters(command);
            if n > MAX_CHARACTERS {
                found.at(
                    &[],
                    "APPLICATION_COMMAND_TOO_LARGE",
                    format!("Command exceeds maximum size ({MAX_CHARACTERS})"),
                );
            }
        }
        USER | MESSAGE | ENTRY_POINT => {
            for (locale, name) in localized(command, "name") {
                let mut at = match locale {
                    None => found.below(&[]),
                    Some(_) => found.below(&["name_localizations".to_string()]),
                };
                check_length(&mut at, locale.unwrap_or("name"), name, (1, 32));
            }
            if kind(command) == ENTRY_POINT {
                check_descriptions(found, command);
            } else if !text(command, "description").is_empty() {
                found.at(
                    &["description"],
                    "APPLICATION_COMMAND_DESCRIPTION_INVALID",
                    "Context menu commands cannot have description",
                );
            }
            if !options_of(command).is_empty() {
                found.at(
                    &["options"],
                    "APPLICATION_COMMAND_OPTIONS_INVALID",
                    "Context menu commands cannot have options",
                );
            }
        }
        other => found.at(
            &["type"],
            "BASE_TYPE_CHOICES",
            format!("Value must be one of (1, 2, 3, 4); got {other}."),
        ),
    }
}

/// What `twilight-validate` finds wrong with `command`, but its size limit (the older
/// 4,000; [`MAX_CHARACTERS`] is checked here).
fn twilight_problems(found: &mut Found<'_>, command: &Value) {
    use twilight_validate::command::CommandValidationErrorType as Kind;
    let mut json = command.clone();
    json["version"] = Value::String("1".into());
    // Discord's defaults for what a registration may leave out.
    if json.get("type").is_none() {
        json["type"] = Value::from(CHAT_INPUT);
    }
    if json.get("description").is_none() {
        json["description"] = Value::String(String::new());
    }
    let parsed: twilight_model::application::command::Command = match serde_json::from_value(json) {
        Ok(parsed) => parsed,
        Err(e) => {
            found.at(&[], "BASE_TYPE_INVALID", format!("Not a command: {e}"));
            return;
        }
    };
    let results = [
        twilight_validate::command::command(&parsed),
        twilight_validate::command::options(&parsed.options),
    ];
    for result in results {
        if let Err(e) = result {
            if !matches!(e.kind(), Kind::CommandTooLarge { .. }) {
                found.at(&[], "TWILIGHT_VALIDATE", e.to_string());
            }
        }
    }
}

/// Every rule of Discord's that the bulk registration `commands` (as registered, in
/// Discord's JSON) breaks; `entry_point_before`: the application has an Entry Point
/// command, which the bulk overwrite must keep. Empty when Discord accepts it.
#[must_use]
pub fn problems(commands: &[Value], entry_point_before: bool) -> Vec<Problem> {
    let mut out = Vec::new();
    let mut seen: HashSet<(u64, String)> = HashSet::new();
    let mut counts = [0usize; 5];
    for (i, command) in commands.iter().enumerate() {
        let mut found = Found {
            out: &mut out,
            path: vec![i.to_string()],
        };
        check_command(&mut found, command);
        if kind(command) == CHAT_INPUT {
            twilight_problems(&mut found, command);
        }
        let k = kind(command);
        if !seen.insert((k, text(command, "name"))) {
            found.at(
                &["name"],
                "APPLICATION_COMMANDS_DUPLICATE_NAME",
                format!(
                    "Application command names must be unique ({})",
                    text(command, "name")
                ),
            );
        }
        if let Some(count) = usize::try_from(k).ok().and_then(|k| counts.get_mut(k)) {
            *count += 1;
        }
    }
    let mut whole = Found {
        out: &mut out,
        path: Vec::new(),
    };
    for (k, limit, what) in [
        (CHAT_INPUT, MAX_CHAT_INPUT_COMMANDS, "chat input"),
        (USER, MAX_MENU_COMMANDS, "user"),
        (MESSAGE, MAX_MENU_COMMANDS, "message"),
        (ENTRY_POINT, 1, "entry point"),
    ] {
        if counts[k as usize] > limit {
            whole.at(
                &[],
                "APPLICATION_COMMANDS_TOO_MANY",
                format!("Maximum number of {what} application commands reached ({limit})"),
            );
        }
    }
    if entry_point_before && counts[ENTRY_POINT as usize] == 0 {
        whole.at(
            &[],
            "ENTRY_POINT_REMOVED",
            "You cannot remove this app's Entry Point command in a bulk update operation",
        );
    }
    out
}

/// What of `commands` is beyond the project's own budget ([`BUDGET_OPTIONS`],
/// [`BUDGET_CHARACTERS`]), one line each.
#[must_use]
pub fn over_budget(commands: &[Value]) -> Vec<String> {
    commands
        .iter()
        .map(size)
        .filter(|s| s.widest > BUDGET_OPTIONS || s.characters > BUDGET_CHARACTERS)
        .map(|s| {
            format!(
                "{s}: the budget is {BUDGET_OPTIONS} options and {BUDGET_CHARACTERS} characters"
            )
        })
        .collect()
}

/// Discord's `errors` tree of `problems` (`{"0": {"options": {"_errors": [...]}}}`).
#[must_use]
pub fn errors_tree(problems: &[Problem]) -> Value {
    let mut tree = serde_json::Map::new();
    for p in problems {
        let mut node = &mut tree;
        for key in &p.path {
            let child = node
                .entry(key.clone())
                .or_insert_with(|| Value::Object(serde_json::Map::new()));
            if !child.is_object() {
                *child = Value::Object(serde_json::Map::new());
            }
            let Value::Object(map) = child else {
                unreachable!("made an object just above")
            };
            node = map;
        }
        let errors = node
            .entry("_errors")
            .or_insert_with(|| Value::Array(Vec::new()));
        if let Value::Array(list) = errors {
            list.push(serde_json::json!({ "code": p.code, "message": p.message }));
        }
    }
    Value::Object(tree)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn command(options: Value) -> Value {
        let mut c = json!({ "type": 1, "name": "game", "description": "A game." });
        c["options"] = options;
        c
    }

    fn option(name: &str) -> Value {
        json!({ "type": 3, "name": name, "description": "An option." })
    }

    fn codes(commands: &[Value]) -> Vec<(String, &'static str)> {
        problems(commands, false)
            .into_iter()
            .filter(|p| p.code != "TWILIGHT_VALIDATE")
            .map(|p| (p.path.join("."), p.code))
            .collect()
    }

    #[test]
    fn the_size_counts_the_longest_localization_of_each_field() {
        let c = json!({
            "type": 1, "name": "ab", "description": "abcd",
            "name_localizations": { "de": "abcdef" },
            "description_localizations": { "fr": "ab" },
            "options": [{
                "type": 3, "name": "o", "description": "d",
                "description_localizations": { "cs": "ddd" },
                "choices": [
                    { "name": "x", "value": "xy", "name_localizations": { "it": "xxxx" } },
                    { "name": "z", "value": 5 }
                ]
            }]
        });
        // name 6 + description 4 + option 1 + 3 + choices (4 + 2) + (1 + 1)
        assert_eq!(characters(&c), 22);
        let s = size(&c);
        assert_eq!((s.name.as_str(), s.options, s.widest), ("/ab", 1, 1));
    }

    #[test]
    fn a_valid_command_has_no_problem() {
        let c = command(
            json!([{ "type": 3, "name": "text", "description": "Some text.", "required": true }, option("b")]),
        );
        assert_eq!(problems(&[c], false), Vec::new());
    }

    #[test]
    fn each_rule_is_named_where_it_is_broken() {
        let many: Vec<Value> = (0..26).map(|i| option(&format!("o{i}"))).collect();
        assert_eq!(
            codes(&[command(Value::Array(many))]),
            [("0.options".to_string(), "BASE_TYPE_MAX_LENGTH")]
        );
        let order =
            json!([option("a"), { "type": 3, "name": "b", "description": "d", "required": true }]);
        assert_eq!(
            codes(&[command(order)]),
            [(
                "0.options.1.required".to_string(),
                "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID"
            )]
        );
        let upper = json!([{ "type": 3, "name": "Big", "description": "d" }]);
        assert_eq!(
            codes(&[command(upper)]),
            [(
                "0.options.0.name".to_string(),
                "APPLICATION_COMMAND_INVALID_NAME"
            )]
        );
        let localized = json!([{ "type": 3, "name": "b", "description": "d", "name_localizations": { "de": "zwei wörter" } }]);
        assert_eq!(
            codes(&[command(localized)]),
            [(
                "0.options.0.name_localizations.de".to_string(),
                "APPLICATION_COMMAND_INVALID_NAME"
            )]
        );
        let long = json!([{ "type": 3, "name": "b", "description": "d".repeat(101) }]);
        assert_eq!(
            codes(&[command(long)]),
            [(
                "0.options.0.description".to_string(),
                "BASE_TYPE_BAD_LENGTH"
            )]
        );
        let choices: Vec<Value> = (0..26)
            .map(|i| json!({ "name": format!("c{i}"), "value": format!("c{i}") }))
            .collect();
        let wide = json!([{ "type": 3, "name": "b", "description": "d", "choices": choices }]);
        assert_eq!(
            codes(&[command(wide)]),
            [("0.options.0.choices".to_string(), "BASE_TYPE_MAX_LENGTH")]
        );
        let twice = json!([option("a"), option("a")]);
        assert_eq!(
            codes(&[command(twice)]),
            [(
                "0.options.1.name".to_string(),
                "APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS"
            )]
        );
        let mixed = json!([option("a"), { "type": 1, "name": "s", "description": "d" }]);
        assert_eq!(
            codes(&[command(mixed)]),
            [(
                "0.options".to_string(),
                "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID"
            )]
        );
    }

    #[test]
    fn a_command_over_8000_characters_is_too_large() {
        let options: Vec<Value> = (0..20)
            .map(|i| json!({ "type": 3, "name": format!("o{i}"), "description": "d".repeat(100),
                "description_localizations": { "de": "e".repeat(100) },
                "choices": (0..4).map(|j| json!({ "name": "n".repeat(95), "value": format!("v{j}") })).collect::<Vec<_>>() }))
            .collect();
        let c = command(Value::Array(options));
        assert!(characters(&c) > MAX_CHARACTERS, "{}", characters(&c));
        assert_eq!(
            codes(&[c]),
            [("0".to_string(), "APPLICATION_COMMAND_TOO_LARGE")]
        );
    }

    #[test]
    fn too_many_commands_and_a_removed_entry_point_are_refused() {
        let many: Vec<Value> = (0..101)
            .map(|i| json!({ "type": 1, "name": format!("c{i}"), "description": "d" }))
            .collect();
        assert_eq!(
            codes(&many),
            [(String::new(), "APPLICATION_COMMANDS_TOO_MANY")]
        );
        let menu = json!({ "type": 2, "name": "Challenge Someone", "description": "" });
        assert_eq!(problems(std::slice::from_ref(&menu), false), Vec::new());
        assert_eq!(codes(std::slice::from_ref(&menu)).len(), 0);
        assert_eq!(
            problems(&[menu], true)
                .iter()
                .map(|p| p.code)
                .collect::<Vec<_>>(),
            ["ENTRY_POINT_REMOVED"]
        );
    }

    #[test]
    fn a_localization_in_a_locale_discord_lacks_is_refused() {
        let c = json!({ "type": 1, "name": "game", "description": "A game.",
            "name_localizations": { "sv": "spel", "de": "spiel" } });
        assert_eq!(
            codes(&[c]),
            [("0.name_localizations.sv".to_string(), "LOCALE_INVALID")]
        );
    }

    #[test]
    fn the_errors_tree_is_discords() {
        let p = Problem {
            path: vec!["0".into(), "options".into()],
            code: "BASE_TYPE_MAX_LENGTH",
            message: "Must be 25 or fewer in length.".into(),
        };
        assert_eq!(
            errors_tree(&[p]),
            json!({ "0": { "options": { "_errors": [{ "code": "BASE_TYPE_MAX_LENGTH", "message": "Must be 25 or fewer in length." }] } } })
        );
    }

    #[test]
    fn names_follow_discords_pattern() {
        for good in [
            "new",
            "add-computer",
            "forget_me",
            "čínská-dáma",
            "d'or",
            "ニュー",
        ] {
            assert!(valid_name(good), "{good}");
        }
        for bad in [
            "",
            "New",
            "two words",
            "a.b",
            &"x".repeat(33),
            "ா",
            "a।",
            "฿",
        ] {
            assert!(!valid_name(bad), "{bad}");
        }
    }
}
