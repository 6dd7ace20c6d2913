//! The message catalogues: every locale has exactly the English messages, uses only their
//! variables and formats without errors; plural forms and locale matching work; and the
//! table answers each reader in their own language.

use std::collections::{BTreeMap, BTreeSet};

use checkers_bot::i18n::{catalogue, languages, supported};
use checkers_bot::store::Store;
use checkers_bot::t;
use checkers_bot::table::{Command, Reply, Tables, User};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast;

/// The embedded catalogues, English first.
const LOCALES: &[&str] = &["en", "it", "nb", "cs", "pt-BR"];

fn source(lang: &str) -> String {
    let path = format!(
        "{}/data/locales/{lang}/main.ftl",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// What one message uses: its variables, and those it selects on.
#[derive(Default)]
struct Uses {
    vars: BTreeSet<String>,
    selectors: BTreeSet<String>,
}

fn walk_pattern(p: &ast::Pattern<&str>, uses: &mut Uses) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            walk_expr(expression, uses);
        }
    }
}

fn walk_expr(e: &ast::Expression<&str>, uses: &mut Uses) {
    match e {
        ast::Expression::Select { selector, variants } => {
            if let ast::InlineExpression::VariableReference { id } = selector {
                uses.selectors.insert(id.name.to_string());
            }
            walk_inline(selector, uses);
            for v in variants {
                walk_pattern(&v.value, uses);
            }
        }
        ast::Expression::Inline(i) => walk_inline(i, uses),
    }
}

fn walk_inline(i: &ast::InlineExpression<&str>, uses: &mut Uses) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            uses.vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => walk_expr(expression, uses),
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                walk_inline(a, uses);
            }
            for a in &arguments.named {
                walk_inline(&a.value, uses);
            }
        }
        _ => {}
    }
}

/// The messages of a catalogue by id, with what each uses. Panics on syntax errors
/// (a continuation line starting with `*`, `[` or `.` shows up here as junk).
fn messages(lang: &str) -> BTreeMap<String, Uses> {
    let src = source(lang);
    let resource = fluent_syntax::parser::parse(src.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{lang}/main.ftl does not parse: {errors:?}"));
    let mut out = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(m) => {
                let mut uses = Uses::default();
                if let Some(value) = &m.value {
                    walk_pattern(value, &mut uses);
                }
                for a in &m.attributes {
                    walk_pattern(&a.value, &mut uses);
                }
                let id = m.id.name.to_string();
                assert!(
                    out.insert(id.clone(), uses).is_none(),
                    "{lang}: `{id}` is defined twice"
                );
            }
            ast::Entry::Junk { content } => panic!("{lang}: junk {content:?}"),
            _ => {}
        }
    }
    out
}

#[test]
fn every_catalogue_is_registered() {
    assert_eq!(languages().collect::<Vec<_>>(), LOCALES);
    let dir = format!("{}/data/locales", env!("CARGO_MANIFEST_DIR"));
    let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    on_disk.sort();
    let mut registered: Vec<String> = LOCALES.iter().map(|l| (*l).to_string()).collect();
    registered.sort();
    assert_eq!(on_disk, registered, "every directory of {dir} is embedded");
}

#[test]
fn every_locale_has_exactly_the_english_messages_and_variables() {
    let en = messages("en");
    assert!(en.len() > 50, "English catalogue looks truncated");
    let mut problems = Vec::new();
    for lang in &LOCALES[1..] {
        let other = messages(lang);
        for id in en.keys().filter(|id| !other.contains_key(*id)) {
            problems.push(format!("{lang}: missing `{id}`"));
        }
        for id in other.keys().filter(|id| !en.contains_key(*id)) {
            problems.push(format!("{lang}: `{id}` is not an English message"));
        }
        for (id, uses) in &other {
            let Some(english) = en.get(id) else { continue };
            for var in uses.vars.difference(&english.vars) {
                problems.push(format!(
                    "{lang}: `{id}` uses ${var}, which English does not"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_message_formats_without_errors_given_the_english_variables() {
    let en = messages("en");
    let all: Vec<(&str, BTreeMap<String, Uses>)> =
        LOCALES.iter().map(|l| (*l, messages(l))).collect();
    // A variable is a number when some catalogue selects on it.
    let numeric: BTreeSet<String> = all
        .iter()
        .flat_map(|(_, msgs)| msgs.values().flat_map(|u| u.selectors.iter().cloned()))
        .collect();
    let mut problems = Vec::new();
    for (lang, msgs) in &all {
        let langid: unic_langid::LanguageIdentifier = lang.parse().unwrap();
        let mut bundle = FluentBundle::new(vec![langid]);
        bundle.set_use_isolating(false);
        bundle
            .add_resource(FluentResource::try_new(source(lang)).unwrap())
            .unwrap();
        for id in msgs.keys() {
            let Some(english) = en.get(id) else { continue };
            let message = bundle.get_message(id).unwrap();
            let pattern = message.value().expect("every message has a value");
            for n in [0_i64, 1, 2, 3, 4, 5, 11, 21, 22, 100] {
                let mut args = FluentArgs::new();
                for var in &english.vars {
                    if numeric.contains(var) {
                        args.set(var.as_str(), FluentValue::from(n));
                    } else {
                        args.set(var.as_str(), FluentValue::from(format!("<{var}>")));
                    }
                }
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                if !errors.is_empty() {
                    problems.push(format!("{lang}: `{id}` with {n}: {errors:?}"));
                }
                if text.trim().is_empty() && id != "note-resigned" {
                    problems.push(format!("{lang}: `{id}` is empty"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn czech_counts_take_three_plural_forms() {
    let cs = catalogue("cs");
    let one = t!(cs, "err-not-full", "missing" => 1usize);
    let two = t!(cs, "err-not-full", "missing" => 2usize);
    let five = t!(cs, "err-not-full", "missing" => 5usize);
    assert!(one.contains("jedno místo"), "{one}");
    assert!(two.contains("2 místa"), "{two}");
    assert!(five.contains("5 míst:"), "{five}");
    assert!(one != two && two != five && one != five);
    // `few` covers 2–4, `other` 5 and up.
    assert!(t!(cs, "err-not-full", "missing" => 4usize).contains("4 místa"));
    assert_eq!(
        t!(cs, "lobby-created", "name" => "Eva", "players" => 3usize),
        "Eva zakládá hru pro 3 hráče. Přisedni si příkazem `join`, počítač přidáš přes \
         `add-computer` a pak zakladatel napíše `start`."
    );
    assert!(t!(cs, "lobby-created", "name" => "Eva", "players" => 6usize).contains("6 hráčů"));
}

#[test]
fn czech_plural_selectors_have_a_few_form() {
    let src = source("cs");
    let resource = fluent_syntax::parser::parse(src.as_str()).unwrap();
    fn check(p: &ast::Pattern<&str>, id: &str, bad: &mut Vec<String>) {
        for el in &p.elements {
            if let ast::PatternElement::Placeable {
                expression: ast::Expression::Select { variants, .. },
            } = el
            {
                let keys: Vec<&str> = variants
                    .iter()
                    .filter_map(|v| match &v.key {
                        ast::VariantKey::Identifier { name } => Some(*name),
                        ast::VariantKey::NumberLiteral { .. } => None,
                    })
                    .collect();
                if keys.contains(&"one") && !keys.contains(&"few") {
                    bad.push(id.to_string());
                }
                for v in variants {
                    check(&v.value, id, bad);
                }
            }
        }
    }
    let mut bad = Vec::new();
    for entry in &resource.body {
        if let ast::Entry::Message(m) = entry {
            if let Some(value) = &m.value {
                check(value, m.id.name, &mut bad);
            }
        }
    }
    assert!(bad.is_empty(), "Czech plurals without `few`: {bad:?}");
}

#[test]
fn other_languages_pluralise_too() {
    let it = catalogue("it");
    assert!(t!(it, "err-not-full", "missing" => 1usize).contains("un posto libero"));
    assert!(t!(it, "err-not-full", "missing" => 2usize).contains("2 posti liberi"));
    let nb = catalogue("nb");
    assert!(t!(nb, "err-not-full", "missing" => 1usize).starts_with("Én plass"));
    assert!(t!(nb, "err-not-full", "missing" => 3usize).starts_with("3 plasser"));
    let pt = catalogue("pt-BR");
    assert!(t!(pt, "err-not-full", "missing" => 1usize).contains("um lugar vazio"));
    assert!(t!(pt, "err-not-full", "missing" => 2usize).contains("2 lugares vazios"));
}

#[test]
fn discord_locales_map_to_catalogues() {
    assert_eq!(supported("no"), Some("nb"));
    assert_eq!(supported("nb"), Some("nb"));
    assert_eq!(supported("pt-BR"), Some("pt-BR"));
    assert_eq!(supported("pt"), Some("pt-BR"));
    assert_eq!(supported("it"), Some("it"));
    assert_eq!(supported("cs"), Some("cs"));
    assert_eq!(supported("en-US"), Some("en"));
    assert_eq!(supported("de"), None);
    // Unsupported locales fall back to English.
    assert_eq!(
        t!(catalogue("de"), "err-spectator"),
        t!(catalogue("en"), "err-spectator")
    );
    assert_ne!(
        t!(catalogue("no"), "err-spectator"),
        t!(catalogue("en"), "err-spectator")
    );
}

#[test]
fn colours_and_help_are_translated() {
    let expected = [
        (
            "it",
            ["rosso", "giallo", "blu", "verde", "viola", "arancione"],
        ),
        ("nb", ["rød", "gul", "blå", "grønn", "lilla", "oransje"]),
        (
            "cs",
            ["červená", "žlutá", "modrá", "zelená", "fialová", "oranžová"],
        ),
        (
            "pt-BR",
            ["vermelho", "amarelo", "azul", "verde", "roxo", "laranja"],
        ),
    ];
    let points = ["N", "NE", "SE", "S", "SW", "NW"];
    for (lang, names) in expected {
        let cat = catalogue(lang);
        for (p, name) in points.iter().zip(names) {
            assert_eq!(t!(cat, &format!("colour-{p}")), name, "{lang} {p}");
        }
        let help = t!(cat, "help");
        assert_ne!(help, t!(catalogue("en"), "help"), "{lang}");
        for word in [
            "`new <players>`",
            "`join`",
            "`add-computer`",
            "`rules`",
            "`d2 e7`",
            "`b2-d2-f7`",
            "`a`–`q`",
        ] {
            assert!(help.contains(word), "{lang} help lacks {word}");
        }
        assert!(help.len() < 2000, "{lang} help fits one Discord message");
    }
}

#[test]
fn each_reader_gets_their_language_and_public_posts_the_guilds() {
    let tables = Tables::with_seed(Store::temporary().unwrap(), 3);
    let channel = 77;
    let guild = Some("cs");
    let ada = User {
        locale: Some("it".into()),
        ..User::new(1, "Ada")
    };
    let bob = User {
        locale: Some("en-GB".into()),
        ..User::new(2, "Bob")
    };
    let (it, en, cs) = (catalogue("it"), catalogue("en"), catalogue("cs"));

    // Public: the lobby is announced in the guild's language.
    let created = tables.handle_in(
        channel,
        guild,
        &ada,
        Command::New {
            players: 2,
            armies: 1,
            settings: Vec::new(),
        },
    );
    assert_eq!(created.len(), 1);
    assert!(!created[0].private);
    let announced = t!(cs, "lobby-created", "name" => "Ada", "players" => 2usize);
    assert!(
        created[0].text.starts_with(&announced),
        "{}",
        created[0].text
    );

    // Private: each refusal in the sender's own language.
    let again = tables.handle_in(channel, guild, &ada, Command::Join);
    assert_eq!(again, vec![Reply::private(t!(it, "err-already-seated"))]);
    let early = tables.handle_in(channel, guild, &bob, Command::Start);
    assert_eq!(
        early,
        vec![Reply::private(t!(en, "err-creator-only", "name" => "Ada"))]
    );

    tables.handle_in(channel, guild, &ada, Command::AddComputer);
    let started = tables.handle_in(channel, guild, &ada, Command::Start);
    let first = started.iter().find(|r| !r.private).expect("a public post");
    let begins = t!(cs, "game-started", "order" => "");
    assert!(first.text.starts_with(begins.trim_end()), "{}", first.text);

    // Two onlookers in one channel: the same refusal, each in their own language.
    let dino = User {
        locale: Some("it-IT".into()),
        ..User::new(4, "Dino")
    };
    let bob_tries = tables.handle_in(channel, guild, &bob, Command::Move("d2 e7".into()));
    let dino_tries = tables.handle_in(channel, guild, &dino, Command::Move("d2 e7".into()));
    assert_eq!(bob_tries, vec![Reply::private(t!(en, "err-spectator"))]);
    assert_eq!(dino_tries, vec![Reply::private(t!(it, "err-spectator"))]);
    assert_ne!(bob_tries, dino_tries);

    // Help is private, in the reader's language.
    let help = tables.handle_in(channel, guild, &ada, Command::Help);
    assert_eq!(help, vec![Reply::private(t!(it, "help"))]);
}
