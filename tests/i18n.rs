//! The message catalogues: every locale has exactly the English messages, uses only their
//! variables, prints every variable English prints, and formats without errors; plural
//! forms and locale matching work; the table answers each reader in their own language;
//! and the board image draws Czech and Portuguese diacritics.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};

use checkers_bot::ai::Level;
use checkers_bot::i18n::{catalogue, languages, supported};
use checkers_bot::t;
use checkers_bot::table::{Command, HelpTopic, Reply, ReplyKind, User};
use common::{mv, new_game, new_game_with, seeded_tables, texts};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast;

/// The embedded catalogues, English first.
const LOCALES: &[&str] = &["en", "it", "de", "fr", "es-ES", "nb", "cs", "pt-BR"];

/// The files of one locale folder, in the order the bot loads them.
const FILES: [&str; 8] = [
    "main.ftl",
    "commands.ftl",
    "buttons.ftl",
    "assist.ftl",
    "kept.ftl",
    "teams.ftl",
    "puzzle.ftl",
    "tournament.ftl",
];

/// The catalogue of `lang`: its files one after the other (one bundle in the bot).
fn source(lang: &str) -> String {
    FILES
        .iter()
        .map(|file| {
            let path = format!("{}/data/locales/{lang}/{file}", env!("CARGO_MANIFEST_DIR"));
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// What one message uses: its variables, those it selects on, and those it prints.
#[derive(Default)]
struct Uses {
    vars: BTreeSet<String>,
    selectors: BTreeSet<String>,
    printed: BTreeSet<String>,
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
                uses.vars.insert(id.name.to_string());
            } else {
                walk_inline(selector, uses);
            }
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
            uses.printed.insert(id.name.to_string());
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
    for lang in LOCALES {
        let mut files: Vec<String> = std::fs::read_dir(format!("{dir}/{lang}"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        files.sort();
        let mut expected: Vec<String> = FILES.iter().map(|f| (*f).to_string()).collect();
        expected.sort();
        assert_eq!(
            files, expected,
            "every file of {dir}/{lang} is embedded (src/i18n.rs)"
        );
    }
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
            // What English prints, every language prints (a forgotten `$name` is a bug); a
            // variable English only selects on may be left out where the language's
            // grammar needs no choice (Czech `missing-permissions`).
            for var in english.printed.difference(&uses.vars) {
                problems.push(format!("{lang}: `{id}` leaves out ${var}"));
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
    // A variable is a number when some catalogue selects on it, but `$front`, which
    // every message gets: the front end it is worded for (`discord` or `console`).
    let numeric: BTreeSet<String> = all
        .iter()
        .flat_map(|(_, msgs)| msgs.values().flat_map(|u| u.selectors.iter().cloned()))
        .filter(|var| var != "front")
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
            let fronts = ["discord", "console"];
            for (n, front) in [0_i64, 1, 2, 3, 4, 5, 11, 21, 22, 100]
                .into_iter()
                .flat_map(|n| fronts.map(|f| (n, f)))
            {
                let mut args = FluentArgs::new();
                args.set("front", FluentValue::from(front));
                for var in english.vars.iter().filter(|v| *v != "front") {
                    if numeric.contains(var) {
                        args.set(var.as_str(), FluentValue::from(n));
                    } else {
                        args.set(var.as_str(), FluentValue::from(format!("<{var}>")));
                    }
                }
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                if !errors.is_empty() {
                    problems.push(format!("{lang}: `{id}` with {n} on {front}: {errors:?}"));
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
    // The console says which words to type; Discord's lobby has buttons for them.
    let console = checkers_bot::i18n::catalogue_on("cs", checkers_bot::i18n::FrontEnd::Console);
    assert_eq!(
        t!(console, "lobby-created", "name" => "Eva", "players" => 3usize),
        "Eva zakládá hru pro 3 hráče. Přisedni si příkazem `přisednout`, počítač přidáš přes \
         `přidat-počítač` a pak zakladatel napíše `začít`."
    );
    assert_eq!(
        t!(cs, "lobby-created", "name" => "Eva", "players" => 3usize),
        "Eva zakládá hru pro 3 hráče."
    );
    assert!(t!(cs, "lobby-created", "name" => "Eva", "players" => 6usize).contains("6 hráčů"));
    // Pegs home, as a standing after the move limit shows them: 1, 2 and 5 pegs differ.
    let pegs = |n: usize| t!(cs, "note-pegs-home", "count" => n);
    assert_eq!(
        [pegs(1), pegs(2), pegs(5)],
        [
            " (jeden kolík doma)",
            " (2 kolíky doma)",
            " (5 kolíků doma)"
        ]
    );
    assert_eq!(pegs(0), " (0 kolíků doma)");
    // Portuguese counts 0 with 1 in its plural rules; the message says "none" for 0.
    let pt = catalogue("pt-BR");
    let pt_pegs = |n: usize| t!(pt, "note-pegs-home", "count" => n);
    assert_eq!(pt_pegs(0), " (nenhuma peça no destino)");
    assert_eq!(pt_pegs(1), " (uma peça no destino)");
    assert_eq!(pt_pegs(5), " (5 peças no destino)");
}

#[test]
fn czech_plural_selectors_have_a_few_form() {
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
    let src = source("cs");
    let resource = fluent_syntax::parser::parse(src.as_str()).unwrap();
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
    assert_eq!(supported("de"), Some("de"));
    assert_eq!(supported("fr"), Some("fr"));
    assert_eq!(supported("es-ES"), Some("es-ES"));
    assert_eq!(supported("es-419"), Some("es-ES"));
    assert_eq!(supported("es"), Some("es-ES"));
    assert_eq!(supported("ja"), None);
    // Unsupported locales fall back to English.
    assert_eq!(
        t!(catalogue("ja"), "err-spectator"),
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
        // Commands by the names Discord shows in this language: the overview names every
        // one, the commands page says how they are typed, the moves page the holes.
        let name = |id: &str| cat.get(id, None).unwrap_or_else(|| panic!("{lang}: {id}"));
        let commands = t!(cat, "help-commands");
        let moves = t!(cat, "help-moves");
        let new = format!("`{} <{}>`", name("cmd-new"), name("opt-players"));
        assert!(commands.contains(&new), "{lang} commands lack {new}");
        for word in ["`d2 e7`", "`b2-d2-f7`"] {
            assert!(help.contains(word), "{lang} help lacks {word}");
            assert!(moves.contains(word), "{lang} moves lack {word}");
        }
        assert!(moves.contains("`a`–`q`"), "{lang} moves lack the rows");
        for id in [
            "cmd-join",
            "cmd-add-computer",
            "cmd-rules",
            "cmd-takeback",
            "cmd-hint",
        ] {
            let command = format!("`{}`", name(id));
            assert!(help.contains(&command), "{lang} help lacks {command}");
        }
        assert!(
            !help.contains("`join`"),
            "{lang} help names English commands"
        );
    }
}

#[test]
fn each_reader_gets_their_language_and_public_posts_the_guilds() {
    let tables = seeded_tables(3);
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
    let created = tables.handle_in(channel, guild, &ada, new_game(2));
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
    assert_eq!(
        again,
        vec![Reply::private(t!(it, "err-already-seated")).as_kind(ReplyKind::Refusal)]
    );
    let early = tables.handle_in(channel, guild, &bob, Command::Start);
    assert_eq!(
        early,
        vec![
            Reply::private(t!(en, "err-creator-only", "name" => "Ada")).as_kind(ReplyKind::Refusal)
        ]
    );

    tables.handle_in(channel, guild, &ada, Command::AddComputer(Level::Medium));
    let started = tables.handle_in(channel, guild, &ada, Command::Start);
    let first = started.iter().find(|r| !r.private).expect("a public post");
    let begins = t!(cs, "game-started", "order" => "");
    assert!(first.text.starts_with(begins.trim_end()), "{}", first.text);

    // Two onlookers in one channel: the same refusal, each in their own language.
    let dino = User {
        locale: Some("it-IT".into()),
        ..User::new(4, "Dino")
    };
    let bob_tries = tables.handle_in(channel, guild, &bob, mv("d2 e7"));
    let dino_tries = tables.handle_in(channel, guild, &dino, mv("d2 e7"));
    assert_eq!(
        bob_tries,
        vec![Reply::private(t!(en, "err-spectator")).as_kind(ReplyKind::Refusal)]
    );
    assert_eq!(
        dino_tries,
        vec![Reply::private(t!(it, "err-spectator")).as_kind(ReplyKind::Refusal)]
    );
    assert_ne!(bob_tries, dino_tries);

    // Help is private, in the reader's language; its rules page is the game's house rules.
    let help = tables.handle_in(channel, guild, &ada, Command::Help(None));
    assert_eq!(help, vec![Reply::private(t!(it, "help"))]);
    let rules = tables.handle_in(channel, guild, &ada, Command::Help(Some(HelpTopic::Rules)));
    assert_eq!(rules.len(), 1);
    assert!(rules[0].private);
    assert!(
        rules[0].text.starts_with(&t!(it, "help-rules-game")),
        "{}",
        rules[0].text
    );
    assert!(rules[0]
        .text
        .contains(&t!(it, "rule-move_limit", "limit" => 200usize)));
}

// ---------------------------------------------------------------------------------------
// The board image in Czech and Portuguese: the diacritics draw.

mod board_text {
    use checkers_bot::core::{Game, HouseRules, Layout};
    use checkers_bot::i18n::catalogue;
    use checkers_bot::render::{header_box, legend_boxes, render_png, BoardView, Rect};
    use checkers_bot::t;
    use image::RgbImage;

    fn render(names: &[&str], header: &str) -> RgbImage {
        let first = checkers_bot::core::Seat::ALL[0];
        let race = checkers_bot::core::Race::new(
            Layout::standard(2).unwrap(),
            HouseRules::default(),
            first,
        );
        let game = Game::from(race.unwrap());
        let names: Vec<String> = names.iter().map(|n| (*n).to_string()).collect();
        let png = render_png(&BoardView::new(&game, &names, header));
        image::load_from_memory(&png).expect("a PNG").to_rgb8()
    }

    /// The pixels where `a` and `b` differ, and whether all of them lie inside `area`.
    fn differences(a: &RgbImage, b: &RgbImage, area: &[Rect]) -> (usize, bool) {
        let mut count = 0;
        let mut inside = true;
        for (x, y, p) in a.enumerate_pixels() {
            if p != b.get_pixel(x, y) {
                count += 1;
                let (x, y) = (x as i32, y as i32);
                inside &= area
                    .iter()
                    .any(|r| (r.x0..r.x1).contains(&x) && (r.y0..r.y1).contains(&y));
            }
        }
        (count, inside)
    }

    /// Text with diacritics against the same text without them and with a character the
    /// font lacks in their place (drawn as its box): the marks draw, where the text is,
    /// and they are small marks, not missing-glyph boxes.
    fn assert_marks_draw(with: &RgbImage, without: &RgbImage, missing: &RgbImage, area: &[Rect]) {
        let (marks, inside) = differences(with, without, area);
        assert!(marks > 0, "the diacritics changed no pixel");
        assert!(inside, "the diacritics drew outside the text's box");
        let (boxes, _) = differences(with, missing, area);
        assert!(
            marks < boxes,
            "the diacritics ({marks} pixels) look like missing glyphs ({boxes} pixels)"
        );
    }

    #[test]
    fn a_czech_header_draws_its_hacek_and_acute_accents() {
        let cs = catalogue("cs");
        let header = |name: &str| t!(cs, "board-header", "number" => 12usize, "name" => name);
        assert_eq!(header("Řehoř"), "Tah 12 · na tahu je Řehoř");
        let names = ["Řehoř", "Bára"];
        let with = render(&names, &header("Řehoř"));
        let without = render(&names, &header("Rehor"));
        let missing = render(&names, &header("\u{e000}eho\u{e000}"));
        assert_marks_draw(&with, &without, &missing, &[header_box()]);
        // And in the legend: "Bára" against "Bara".
        let plain = render(&["Řehoř", "Bara"], &header("Řehoř"));
        let lacking = render(&["Řehoř", "B\u{e000}ra"], &header("Řehoř"));
        assert_marks_draw(&with, &plain, &lacking, &legend_boxes(2));
    }

    #[test]
    fn a_portuguese_header_and_legend_draw_the_tilde_and_cedilla() {
        let pt = catalogue("pt-BR");
        let header = |name: &str| t!(pt, "board-header", "number" => 3usize, "name" => name);
        assert_eq!(header("João"), "Jogada 3 · vez de João");
        let with = render(&["João", "Conceição"], &header("João"));
        let without = render(&["João", "Conceição"], &header("Joao"));
        let missing = render(&["João", "Conceição"], &header("Jo\u{e000}o"));
        assert_marks_draw(&with, &without, &missing, &[header_box()]);
        let plain = render(&["Joao", "Conceicao"], &header("João"));
        let lacking = render(&["Jo\u{e000}o", "Concei\u{e000}\u{e000}o"], &header("João"));
        assert_marks_draw(&with, &plain, &lacking, &legend_boxes(2));
    }
}

#[test]
fn a_game_stopped_by_the_move_limit_names_each_players_pegs_home_in_czech() {
    let tables = seeded_tables(5);
    let cs = catalogue("cs");
    let eva = User {
        locale: Some("cs".into()),
        ..User::new(1, "Eva")
    };
    let (channel, guild) = (9, Some("cs"));
    let settings = [("move_limit", "1"), ("first_player", "creator")];
    tables.handle_in(channel, guild, &eva, new_game_with(2, &settings));
    tables.handle_in(channel, guild, &eva, Command::AddComputer(Level::Medium));
    tables.handle_in(channel, guild, &eva, Command::Start);
    let replies = tables.handle_in(channel, guild, &eva, mv("d2 e7"));
    let text = texts(&replies).join("\n");
    let over = t!(cs, "game-over", "reason" => t!(cs, "reason-move-limit"));
    assert!(text.contains(&over), "{text}");
    assert!(
        text.contains("Eva (0 kolíků doma, zbývající vzdálenost: "),
        "{text}"
    );
    assert!(
        text.contains("Počítač 2 (0 kolíků doma, zbývající vzdálenost: "),
        "{text}"
    );
}

/// French counts 0 with `one` (CLDR): such variants must show the number, not "un" or
/// "1", so a player without a win reads "0 victoire".
#[test]
fn french_zero_is_written_as_zero() {
    let fr = catalogue("fr");
    let profile = t!(fr, "profile", "name" => "Ann", "rating" => "1.0", "mu" => "25",
        "sigma" => "8", "games" => 1usize, "wins" => 0usize, "place" => "2.00");
    assert!(profile.contains("1 partie, 0 victoire"), "{profile}");
    let reach = t!(fr, "moves-reach", "hole" => "a1", "owner" => "rouge", "count" => 0usize,
        "holes" => "");
    assert!(reach.contains("0 trou"), "{reach}");
    let score = t!(fr, "seat-line-capture", "name" => "Ann", "colour" => "rouge",
        "score" => 0usize);
    assert!(score.ends_with("0 prise"), "{score}");
}
