//! The Discord adapter end to end (`tests/discord_harness`): every command, option and
//! choice registered in all five languages, and each reader answered in their own.

use crate::discord_harness;
use crate::fake_discord;

use discord_harness::{buttons, fail, players, registration, Harness, Setup, ALICE, CAROL, DAVE};
use serde_json::{json, Value};

/// Discord's locales of the languages besides English.
const DISCORD_LOCALES: [&str; 8] = ["it", "de", "fr", "es-ES", "es-419", "no", "cs", "pt-BR"];

/// Checks the names and descriptions of one command, option or choice (`what`) of the
/// registration payload; `names_only` for choices (they have no description and their
/// names are free text up to 100 characters).
fn check_localized(item: &Value, what: &str, names_only: bool, problems: &mut Vec<String>) {
    // Discord's rule for command and option names.
    let rule = regex::Regex::new(r"^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$").unwrap();
    for locale in DISCORD_LOCALES {
        let name = item["name_localizations"][locale]
            .as_str()
            .unwrap_or_default();
        if name.is_empty() {
            problems.push(format!("{what}: no {locale} name"));
        } else if names_only {
            if name.chars().count() > 100 {
                problems.push(format!("{what}: {locale} choice `{name}` is too long"));
            }
        } else if !rule.is_match(name) || name.to_lowercase() != name {
            problems.push(format!(
                "{what}: {locale} name `{name}` breaks Discord's rule"
            ));
        }
        if names_only {
            continue;
        }
        let description = item["description_localizations"][locale]
            .as_str()
            .unwrap_or_default();
        let length = description.chars().count();
        if !(1..=100).contains(&length) {
            problems.push(format!(
                "{what}: {locale} description has {length} characters"
            ));
        }
    }
    let english = item["description"].as_str().unwrap_or_default();
    if !names_only && !(1..=100).contains(&english.chars().count()) {
        problems.push(format!("{what}: English description `{english}`"));
    }
}

/// Walks a registered command or option, its options and choices; checks that sibling
/// names stay distinct in every language.
fn walk_registered(item: &Value, path: &str, problems: &mut Vec<String>) {
    check_localized(item, path, false, problems);
    let options = item["options"].as_array().cloned().unwrap_or_default();
    for locale in DISCORD_LOCALES.iter().copied().chain(["en"]) {
        let mut names: Vec<&str> = options
            .iter()
            .filter_map(|o| match locale {
                "en" => o["name"].as_str(),
                l => o["name_localizations"][l].as_str(),
            })
            .collect();
        let all = names.len();
        names.sort_unstable();
        names.dedup();
        if names.len() != all {
            problems.push(format!("{path}: two options share a {locale} name"));
        }
    }
    for option in &options {
        let name = option["name"].as_str().unwrap_or("?");
        walk_registered(option, &format!("{path} {name}"), problems);
    }
    for choice in item["choices"].as_array().into_iter().flatten() {
        let name = choice["name"].as_str().unwrap_or("?");
        check_localized(choice, &format!("{path} choice {name}"), true, problems);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_option_and_choice_is_registered_in_every_language() {
    let bot = Harness::start(Setup::default()).await;
    let put = bot
        .fake
        .requests()
        .into_iter()
        .find(|r| {
            registration(r)
                && r.json
                    .as_ref()
                    .is_some_and(|j| j.as_array().is_some_and(|a| !a.is_empty()))
        })
        .unwrap_or_else(|| fail("no registration payload", &bot.fake));
    let commands = put.json.unwrap_or_default();
    let commands = commands.as_array().cloned().unwrap_or_default();
    let names: Vec<&str> = commands.iter().filter_map(|c| c["name"].as_str()).collect();
    assert_eq!(
        names,
        fake_discord::REGISTERED,
        "the five slash commands, and the Apps menu's challenge on a person"
    );
    let menu = &commands[5];
    assert_eq!(
        (&menu["name"], &menu["type"]),
        (&json!("Challenge to Chinese Checkers"), &json!(2)),
        "a user command"
    );
    let names = &menu["name_localizations"];
    assert_eq!(names["it"], "Sfida a Dama cinese");
    assert_eq!(names["no"], "Utfordre til kinasjakk");
    assert_eq!(names["cs"], "Vyzvat na čínskou dámu");
    assert_eq!(names["pt-BR"], "Desafiar para Damas Chinesas");
    let checkers = &commands[0];
    assert_eq!(checkers["name"], "checkers");
    assert_eq!(checkers["name_localizations"]["it"], "dama-cinese");
    assert_eq!(checkers["name_localizations"]["no"], "kinasjakk");
    assert_eq!(checkers["name_localizations"]["cs"], "čínská-dáma");
    assert_eq!(checkers["name_localizations"]["pt-BR"], "damas-chinesas");
    assert_eq!(
        commands[1]["name_localizations"]["de"],
        "sternhalma-wertung"
    );
    assert_eq!(
        commands[3]["name_localizations"]["cs"],
        "čínská-dáma-výchozí"
    );
    let subcommands = checkers["options"].as_array().cloned().unwrap_or_default();
    assert_eq!(subcommands.len(), 21, "/checkers's subcommands");
    let mut problems = Vec::new();
    for command in &commands[..4] {
        let name = command["name"].as_str().unwrap_or_default();
        walk_registered(command, &format!("/{name}"), &mut problems);
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // Spot checks: an option and a choice of `new`.
    let new = subcommands
        .iter()
        .find(|s| s["name"] == "new")
        .expect("new");
    assert_eq!(new["name_localizations"]["cs"], "nová");
    let players = &new["options"][0];
    assert_eq!(players["name_localizations"]["pt-BR"], "jogadores");
    // Choices 2, 3, 4, 5 (the capture game only), 6.
    assert_eq!(players["choices"][4]["name_localizations"]["cs"], "6 hráčů");
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_italian_and_an_english_user_read_their_own_language_and_public_posts_the_guilds() {
    use checkers_bot::i18n::catalogue;
    use checkers_bot::t;
    let bot = Harness::start(Setup::default()).await;
    let (it, en, pt) = (catalogue("it"), catalogue("en"), catalogue("pt-BR"));
    let italian = ("it", "pt-BR");
    let english = ("en-US", "pt-BR");
    // Public: the lobby in the guild's language (Brazilian Portuguese).
    let created = bot.slash_in(&ALICE, italian, "new", players(2)).await;
    assert!(!created.ephemeral());
    let announced = t!(pt, "lobby-created", "name" => "alice", "players" => 2usize);
    assert!(
        created.content().starts_with(&announced),
        "{}",
        created.content()
    );
    // The lobby's hint and buttons too.
    assert!(
        created.content().ends_with(&t!(pt, "lobby-hint")),
        "{}",
        created.content()
    );
    let labels: Vec<String> = buttons(&created.message)
        .into_iter()
        .map(|(label, _, _)| label)
        .collect();
    assert_eq!(
        labels,
        ["Entrar", "Sair", "Adicionar computador", "Começar"]
    );
    // Private: each refusal in the reader's own language.
    let again = bot.slash_in(&ALICE, italian, "join", json!([])).await;
    again.assert_private_refusal();
    assert_eq!(again.content(), t!(it, "err-already-seated"));
    let early = bot.slash_in(&CAROL, english, "start", json!([])).await;
    early.assert_private_refusal();
    assert_eq!(
        early.content(),
        t!(en, "err-creator-only", "name" => "alice")
    );
    // An option that does not fit the command (as after an update, before Discord has
    // the new commands) gets a short private answer in the reader's language, not
    // silence or poise's English.
    let odd = json!([{ "name": "players", "type": 4, "value": 9 }]);
    bot.fake.expect_outdated();
    let refused = bot.slash_in(&DAVE, italian, "new", odd).await;
    refused.assert_private_refusal();
    assert_eq!(refused.content(), t!(it, "err-bad-option"));
    // A subcommand that moved, from a client that has not seen the new commands yet: where
    // it is now, in the reader's words.
    bot.fake.expect_outdated();
    let mut d = fake_discord::slash_command_at(
        bot.fake.next_id(),
        "token-moved",
        &DAVE,
        "history",
        json!([]),
        &fake_discord::Place::CHANNEL,
    );
    d["data"]["name"] = json!("checkers");
    d["locale"] = json!("it");
    let from = bot.fake.requests().len();
    let id: u64 = d["id"].as_str().unwrap_or_default().parse().unwrap_or(0);
    bot.fake.dispatch("INTERACTION_CREATE", d);
    let moved = bot
        .answer(id, "token-moved", from, "an outdated /checkers history")
        .await;
    moved.assert_private_refusal();
    assert_eq!(
        moved.content(),
        "Questo comando si è spostato: ora è `/dama-cinese-punteggi storico`. Non è cambiato nulla."
    );
    // Help is private, in the reader's language.
    let help = bot.slash_in(&CAROL, italian, "help", json!([])).await;
    assert!(help.ephemeral());
    assert!(
        help.content().starts_with("**Dama cinese**"),
        "{}",
        help.content()
    );
    bot.stop().await;
}

/// Case `command-limits`: the registration keeps every documented limit of Discord's in
/// every language (Discord's
/// "Application Commands"; `twilight-validate` and `checkers_bot::discord::limits`), and
/// the project's budget of 21 options and 6,500 characters a command (the longest
/// localization of each field counted), with the Activity's Entry Point command too.
#[test]
fn the_registered_commands_keep_discords_limits_with_room_to_grow() {
    use checkers_bot::discord::limits;
    let commands = checkers_bot::discord::registered_commands();
    let commands = commands.as_array().cloned().unwrap_or_default();
    assert_eq!(limits::problems(&commands, false), Vec::new());
    assert_eq!(limits::over_budget(&commands), Vec::<String>::new());
    assert_eq!(
        checkers_bot::discord::command_problems(true),
        Vec::<String>::new()
    );
    let sizes: Vec<String> = commands
        .iter()
        .map(|c| limits::size(c).to_string())
        .collect();
    assert_eq!(sizes, SIZES);
}

/// Each command's size as `bot --check` prints it (docs/operating.md, "Command registration").
const SIZES: [&str; 6] = [
    "/checkers: 21 options (at most 21 in any list), 5362 characters",
    "/checkers-ratings: 5 options (at most 5 in any list), 973 characters",
    "/checkers-me: 5 options (at most 5 in any list), 912 characters",
    "/checkers-defaults: 15 options (at most 15 in any list), 1555 characters",
    "/checkers-tournament: 8 options (at most 8 in any list), 2124 characters",
    "Challenge to Chinese Checkers: 0 options (at most 0 in any list), 29 characters",
];

/// The test Discord's slash-command interactions name the command that holds each
/// subcommand as the bot registers it (Discord sends only registered commands).
#[test]
fn the_test_discords_interactions_name_the_registered_commands() {
    let commands = checkers_bot::discord::registered_commands();
    for command in commands.as_array().into_iter().flatten() {
        let name = command["name"].as_str().unwrap_or_default();
        if command["type"] != json!(1) {
            continue;
        }
        let subs: Vec<&str> = command["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|o| o["type"] == json!(1))
            .filter_map(|o| o["name"].as_str())
            .collect();
        if subs.is_empty() {
            assert_eq!(fake_discord::command_of(name).0, name);
        }
        for sub in subs {
            // `/checkers-tournament`'s subcommands are written `tournament NAME`.
            let asked = if name == "checkers-tournament" {
                format!("tournament {sub}")
            } else {
                sub.to_string()
            };
            assert_eq!(fake_discord::command_of(&asked).0, name, "{sub}");
        }
    }
}
