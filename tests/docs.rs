//! The rule book and the notation in `docs/` agree with the engine: every reference count
//! of `docs/notation.md` is what perft counts, and every house rule key and value the code
//! accepts is in `docs/rules.md` §5 (and every value written there is accepted). The
//! README's first steps stay short, and its commands are the ones tested and run by CI.

use crate::common;

use checkers_bot::core::Seat;
use checkers_bot::core::{
    perft, Game, HouseRules, Point, Preset, Variant, CAPTURE_UNUSED_RULES, MAX_LISTED_CHAINS,
};
use checkers_bot::render::Theme;

const RULES: &str = include_str!("../docs/rules.md");
const NOTATION: &str = include_str!("../docs/notation.md");
const README: &str = include_str!("../README.md");
const PLAYING: &str = include_str!("../docs/playing.md");
const CI: &str = include_str!("../.ci/run");
const COMPUTERS: &str = include_str!("../docs/computer-players.md");

/// The text of the section whose heading line starts with `heading`, up to the next
/// heading of the same or a higher level.
fn section<'a>(doc: &'a str, heading: &str) -> &'a str {
    let start = doc
        .find(&format!("\n{heading}"))
        .unwrap_or_else(|| panic!("no section `{heading}`"))
        + 1;
    let level = heading.chars().take_while(|c| *c == '#').count();
    let body = &doc[start..];
    let end = body
        .match_indices('\n')
        .map(|(i, _)| i + 1)
        .find(|&i| {
            let hashes = body[i..].chars().take_while(|c| *c == '#').count();
            hashes > 0 && hashes <= level && body[i..].chars().nth(hashes) == Some(' ')
        })
        .unwrap_or(body.len());
    &body[..end]
}

/// The Markdown tables of `text`: each a list of rows of cells, header row first,
/// separator rows (`|---|`) left out.
fn tables(text: &str) -> Vec<Vec<Vec<String>>> {
    let mut out: Vec<Vec<Vec<String>>> = Vec::new();
    let mut in_table = false;
    for line in text.lines().map(str::trim) {
        if !line.starts_with('|') {
            in_table = false;
            continue;
        }
        if !in_table {
            out.push(Vec::new());
            in_table = true;
        }
        if line.starts_with("|---") {
            continue;
        }
        let cells = line
            .trim_matches('|')
            .split('|')
            .map(|c| c.trim().to_string());
        if let Some(table) = out.last_mut() {
            table.push(cells.collect());
        }
    }
    out
}

/// The rows (header included) of the tables of `text` whose header starts with `first`.
fn table_rows(text: &str, first: &str) -> Vec<Vec<String>> {
    tables(text)
        .into_iter()
        .filter(|t| t.first().is_some_and(|h| h[0] == first))
        .flatten()
        .collect()
}

/// The code spans (`` `…` ``) of `text`, in order.
fn code_spans(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// The rows of the `key` tables in rules.md §5 (house rules and table settings): key →
/// the code spans of its values cell.
fn documented_keys() -> Vec<(String, Vec<String>)> {
    table_rows(section(RULES, "## 5."), "key")
        .into_iter()
        .filter_map(|row| {
            let key = match code_spans(&row[0])[..] {
                [key] if row[0] == format!("`{key}`") => key.to_string(),
                _ => return None,
            };
            let values = code_spans(row.get(1)?).into_iter().map(String::from);
            Some((key, values.collect()))
        })
        .collect()
}

fn count(cell: &str) -> Option<u64> {
    let digits: String = cell.chars().filter(|c| *c != ',').collect();
    (!digits.is_empty()).then(|| digits.parse().expect("a count"))
}

/// The levels' table of docs/computer-players.md ("The levels on one scale") is the
/// code's (`Level::rating`: rating and interval of every level, weakest last), the
/// levels' list in "The levels" names every level weakest first with the same rating and
/// its style's noise and node budget, and the ladder's default entrants are the command
/// the section shows.
#[test]
fn the_documented_levels_and_ratings_are_the_codes() {
    use checkers_bot::ai::Level;
    let number = |cell: &str| -> i64 {
        let digits: String = cell
            .chars()
            .filter(|c| c.is_ascii_digit() || *c == '-')
            .collect();
        digits.parse().expect("a number")
    };
    let whole = |x: f64| x.round() as i64;
    let measured = table_rows(section(COMPUTERS, "## The levels on one scale"), "entrant");
    let mut seen = Vec::new();
    for row in &measured[1..] {
        let name = code_spans(&row[0])[0];
        let Ok(level) = name.parse::<Level>() else {
            continue;
        };
        let r = level.rating();
        let (low, high) = row[2].split_once(" to ").expect("an interval");
        assert_eq!(
            (number(&row[1]), number(low), number(high)),
            (whole(r.elo), whole(r.low), whole(r.high)),
            "{level}"
        );
        seen.push(level);
    }
    // `hard` is listed as `hard`, 200,000 nodes a move.
    let mut want = Level::ALL.to_vec();
    want.reverse();
    assert_eq!(seen, want);
    let listed = table_rows(section(COMPUTERS, "## The levels\n"), "level");
    let levels: Vec<Level> = listed[1..]
        .iter()
        .map(|row| code_spans(&row[0])[0].parse().expect("a level"))
        .collect();
    assert_eq!(levels, Level::ALL);
    for (row, level) in listed[1..].iter().zip(Level::ALL) {
        let style = level.style();
        let noise = if style.noise == 0 {
            String::new()
        } else {
            format!("{}%", style.noise)
        };
        let nodes = if style.nodes == 0 || level == Level::Hard {
            String::new()
        } else {
            let digits = style.nodes.to_string();
            let mut out = String::new();
            for (i, c) in digits.chars().enumerate() {
                if i > 0 && (digits.len() - i) % 3 == 0 {
                    out.push(',');
                }
                out.push(c);
            }
            out
        };
        assert_eq!((&row[2], &row[3]), (&noise, &nodes), "{level}");
        let rating = row[4].split_whitespace().next().unwrap_or_default();
        assert_eq!(number(rating), whole(level.rating().elo), "{level}");
    }
    let command = section(COMPUTERS, "## The levels on one scale");
    let entrants = checkers_bot::ai::ladder::LEVEL_LADDER;
    let shown = command
        .split("--entrants \"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("the command's entrants");
    assert_eq!(shown, entrants);
}

/// Every number of the reference counts table is what perft counts.
#[test]
fn reference_counts_in_notation_md_are_what_perft_counts() {
    let rows = table_rows(section(NOTATION, "## Reference counts"), "variant");
    let (header, cases) = rows.split_first().expect("a table");
    assert_eq!(header[..4], ["variant", "players", "armies", "rules"]);
    let depths: Vec<u32> = header[4..].iter().map(|d| d.parse().unwrap()).collect();
    let mut checked = 0;
    for row in cases {
        let variant: Variant = row[0].parse().unwrap();
        let players: usize = row[1].parse().unwrap();
        let armies: usize = row[2].parse().unwrap();
        let rules: HouseRules = code_spans(&row[3]).join(" ").parse().unwrap();
        let game = Game::start(variant, players, armies, rules, Seat::ALL[0]).unwrap();
        for (depth, cell) in depths.iter().zip(&row[4..]) {
            if let Some(n) = count(cell) {
                assert_eq!(perft(&game, *depth), n, "{row:?} at depth {depth}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 45, "only {checked} counts found in the table");
}

/// The fixture the perft test reads and the documented table agree.
#[test]
fn perft_fixture_counts_are_in_the_documented_table() {
    let rows = table_rows(section(NOTATION, "## Reference counts"), "variant");
    let fixture = include_str!("fixtures/perft.txt");
    for line in fixture
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let mut parts = line.split(';').map(str::trim);
        let players = parts.next().unwrap();
        let row = rows
            .iter()
            .find(|r| r[0] == "standard" && r[1] == players && r[2] == "1" && r[3].is_empty())
            .unwrap_or_else(|| panic!("no row for {players} players"));
        for part in parts.filter(|p| !p.is_empty()) {
            let (depth, n) = part.split_once(' ').unwrap();
            let column = 3 + depth.parse::<usize>().unwrap();
            assert_eq!(count(&row[column]), Some(n.parse().unwrap()), "{line}");
        }
    }
}

/// The 14 first moves listed in notation.md are the engine's.
#[test]
fn first_moves_in_notation_md_are_the_engines() {
    let text = section(NOTATION, "## Reference counts");
    let listed = text
        .split("The 14 first moves of the 2-player race are ")
        .nth(1)
        .expect("the list of first moves");
    let mut listed: Vec<String> = code_spans(listed.split('.').next().unwrap())
        .join(" ")
        .split_whitespace()
        .map(String::from)
        .collect();
    listed.sort();
    let game = common::race(2);
    let mut moves: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|m| format!("{}-{}", m.from, m.to))
        .collect();
    moves.sort();
    assert_eq!(listed, moves);
}

/// The README's first moves are legal as it says: `d2 e7` or `c1 e7` first, and
/// `b2-d2-f7` after `d2 e7` (and the opponent's reply, whatever it is).
#[test]
fn the_readmes_first_moves_are_legal_in_the_order_it_gives() {
    const README: &str = include_str!("../README.md");
    let steps = section(README, "### First steps");
    let spans = code_spans(steps);
    for named in ["d2 e7", "c1 e7", "b2-d2-f7"] {
        assert!(spans.contains(&named), "{named} in {spans:?}");
    }
    let holes = |text: &str| {
        checkers_bot::core::MoveText::parse(text, checkers_bot::core::HoleForm::Letter)
            .unwrap()
            .holes
    };
    let first = Seat::ALL[0];
    for opening in ["d2 e7", "c1 e7"] {
        let mut game = common::race(2);
        game.play_path(first, &holes(opening)).expect(opening);
    }
    let mut game = common::race(2);
    game.play_path(first, &holes("d2 e7")).unwrap();
    for reply in game.legal_moves() {
        let mut after = game.clone();
        after.play(reply).unwrap();
        after
            .play_path(first, &holes("b2-d2-f7"))
            .unwrap_or_else(|e| panic!("b2-d2-f7 after {}-{}: {e:?}", reply.from, reply.to));
    }
}

/// Every house rule key of the code has a row in rules.md §5 whose values (code spans) are
/// all accepted, default first; every value of a key with named values is listed; and the
/// bounds written for numbers and durations are the bounds `set` keeps.
#[test]
fn every_house_rule_key_and_value_is_in_rules_md() {
    let documented = documented_keys();
    let defaults = HouseRules::default();
    for key in HouseRules::KEYS {
        let (_, values) = documented
            .iter()
            .find(|(k, _)| k == key)
            .unwrap_or_else(|| panic!("`{key}` has no row in rules.md §5"));
        assert_eq!(
            values.first().map(String::as_str),
            defaults.get(key).as_deref(),
            "`{key}`: the first value written is its default"
        );
        for value in values {
            let mut rules = HouseRules::default();
            assert!(rules.set(key, value).is_ok(), "`{key}={value}` is refused");
        }
        let valid = HouseRules::valid_values(key);
        let named: Vec<&str> = valid.split(", ").collect();
        if named.iter().all(|v| !v.contains(' ')) {
            for v in named {
                assert!(
                    values.iter().any(|d| d == v),
                    "`{key}={v}` is not in rules.md"
                );
            }
        }
    }
    for (key, _) in &documented {
        assert!(
            HouseRules::KEYS.contains(&key.as_str()) || ["theme", "rated"].contains(&key.as_str()),
            "rules.md §5 documents `{key}`, which the code does not take"
        );
    }
    // Limits: the largest (or smallest) value written is accepted, one step past it is not.
    for (key, inside, outside) in [
        ("move_limit", "100000", "100001"),
        ("turn_timeout", "30d", "31d"),
        ("turn_timeout", "1s", "500ms"),
        ("computer_time", "60s", "61s"),
        ("computer_time", "10ms", "9ms"),
    ] {
        let (_, values) = documented.iter().find(|(k, _)| k == key).unwrap();
        assert!(
            values.iter().any(|v| v == inside),
            "`{key}` bound `{inside}`"
        );
        assert!(HouseRules::default().set(key, inside).is_ok());
        assert!(
            HouseRules::default().set(key, outside).is_err(),
            "{key}={outside}"
        );
    }
    // The other spellings of on and off.
    let section5 = section(RULES, "## 5.");
    for (alias, on) in [
        ("true", true),
        ("yes", true),
        ("false", false),
        ("no", false),
    ] {
        assert!(section5.contains(&format!("`{alias}`")), "`{alias}`");
        let mut rules = HouseRules::default();
        rules.set("long_jumps", alias).unwrap();
        assert_eq!(rules.long_jumps, on);
    }
}

/// `theme`, the table setting beside the house rules, is documented with its values.
#[test]
fn theme_setting_is_in_rules_md() {
    let documented = documented_keys();
    let (_, values) = documented.iter().find(|(k, _)| k == "theme").unwrap();
    assert_eq!(
        values.first().map(String::as_str),
        Some(Theme::default().name())
    );
    for theme in Theme::ALL {
        assert!(values.iter().any(|v| v == theme.name()), "{theme:?}");
    }
    for v in values {
        assert!(v.parse::<Theme>().is_ok(), "theme `{v}`");
    }
}

/// Every preset has a row in rules.md §5 naming exactly the rules it sets.
#[test]
fn presets_in_rules_md_are_the_codes() {
    let rows = table_rows(section(RULES, "## 5."), "preset");
    for preset in Preset::ALL {
        let row = rows
            .iter()
            .find(|r| r[0] == format!("`{}`", preset.name()))
            .unwrap_or_else(|| panic!("no row for preset {}", preset.name()));
        let written: HouseRules = code_spans(&row[1]).join(" ").parse().unwrap();
        assert_eq!(written, preset.rules(), "preset {}", preset.name());
        let mut set = HouseRules::default();
        set.set("preset", preset.name()).unwrap();
        assert_eq!(set, preset.rules());
    }
}

/// rules.md §6 names every race rule the capture game refuses, and the number of chains
/// an ambiguity refusal lists.
#[test]
fn capture_section_names_the_rules_it_refuses() {
    let section6 = section(RULES, "## 6.")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    for key in CAPTURE_UNUSED_RULES {
        assert!(section6.contains(&format!("`{key}`")), "`{key}`");
    }
    assert_eq!(MAX_LISTED_CHAINS, 10);
    assert!(section6.contains("at most ten"));
}

/// The section numbers the code cites (§1 … §9) are the headings of rules.md.
#[test]
fn rules_md_keeps_its_section_numbers() {
    let headings: Vec<&str> = RULES
        .lines()
        .filter(|l| l.starts_with("## "))
        .map(|l| l.trim_start_matches("## "))
        .collect();
    let numbers: Vec<&str> = headings
        .iter()
        .map(|h| h.split('.').next().unwrap())
        .collect();
    assert_eq!(
        numbers,
        ["1", "2", "3", "4", "5", "6", "7", "8", "9"],
        "{headings:?}"
    );
}

/// The holes and tip of every point in rules.md §1 are the engine's.
#[test]
fn points_in_rules_md_are_the_engines() {
    let rows = table_rows(section(RULES, "## 1."), "point");
    for point in Point::ALL {
        let row = rows
            .iter()
            .find(|r| r[0] == point.name())
            .unwrap_or_else(|| panic!("no row for {point:?}"));
        let holes = common::holes(&code_spans(&row[1]).join(" "));
        assert_eq!(holes, point.holes(), "{point:?}");
        assert_eq!(row[2], format!("`{}`", point.tip()), "{point:?}");
    }
}

/// The README's "Try it" gives the command (`tests/command_line.rs` runs it twice), says
/// first that the first build takes minutes, and keeps its first steps short: a handful
/// of short points, no edge cases (those, with their dates, are in docs/playing.md, which
/// it links). Its test command is the one `.ci/run` runs.
#[test]
fn the_readme_try_it_is_short_and_its_commands_are_the_tested_ones() {
    let try_it = section(README, "## Try it");
    assert!(try_it.contains("```sh\ncargo run --release -- play --opponents 1\n```"));
    let after = &try_it[try_it.find("```\n\n").unwrap()..];
    let first_sentences: String = after.lines().take(4).collect::<Vec<_>>().join(" ");
    assert!(
        first_sentences.contains("**The first build takes several minutes**"),
        "{first_sentences}"
    );
    assert!(try_it.lines().count() <= 30, "{try_it}");
    let steps: Vec<&str> = section(try_it, "### First steps")
        .lines()
        .filter(|l| l.starts_with("- "))
        .collect();
    assert!((3..=6).contains(&steps.len()), "{steps:?}");
    let bullets = section(try_it, "### First steps").split("\n- ").skip(1);
    for bullet in bullets {
        let text = bullet.split("\n\n").next().unwrap_or_default();
        assert!(text.lines().count() <= 2, "a first step is short: {text}");
    }
    // Edge cases (consoles kept before a date, shared databases) live in docs/playing.md.
    assert!(!try_it.contains("2026"), "{try_it}");
    assert!(!try_it.contains("PostgreSQL"), "{try_it}");
    assert!(try_it.contains("(docs/playing.md#the-console)"));
    assert!(section(PLAYING, "## The console").contains("**Consoles kept before 2026-12.**"));
    let tests = section(README, "## Run the tests");
    let command = tests
        .split("```sh\n")
        .nth(1)
        .and_then(|c| c.lines().next())
        .expect("a test command");
    assert!(
        CI.lines().any(|line| line.trim() == command),
        "`.ci/run` runs `{command}`"
    );
}

// ---------------------------------------------------------------------------------------
// The crate's structure (docs/architecture.md): no import circle between files, one door.

/// Every `.rs` file under `src/`, by module path (`table/present.rs` is
/// `["table", "present"]`; a `mod.rs`, `lib.rs` or `main.rs` is its folder's module).
fn source_files() -> std::collections::BTreeMap<Vec<String>, (String, String)> {
    fn walk(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("src is readable") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut paths = Vec::new();
    walk(&src, &mut paths);
    paths
        .into_iter()
        .map(|path| {
            let relative = path
                .strip_prefix(&src)
                .expect("under src")
                .to_string_lossy()
                .replace('\\', "/");
            let mut parts: Vec<String> = relative
                .trim_end_matches(".rs")
                .split('/')
                .map(str::to_string)
                .collect();
            if matches!(
                parts.last().map(String::as_str),
                Some("mod" | "lib" | "main")
            ) {
                parts.pop();
            }
            let text = std::fs::read_to_string(&path).expect("a readable source file");
            (parts, (relative, text))
        })
        .collect()
}

/// The files each file names a path into (`crate::table::present::x`, `super::seek`,
/// `self::x` in a `mod.rs`, and the items of `use …::{a, b}`), its unit tests and its
/// comments aside: the import graph between the files of `src/`.
fn import_graph(
    files: &std::collections::BTreeMap<Vec<String>, (String, String)>,
) -> std::collections::BTreeMap<Vec<String>, std::collections::BTreeSet<Vec<String>>> {
    let tests = regex::Regex::new(r"(?s)#\[cfg\(test\)\]\s*mod tests\s*\{.*").unwrap();
    let comments = regex::Regex::new(r"(?m)//.*$").unwrap();
    let path = regex::Regex::new(r"\b(crate|super|self)((?:::[A-Za-z_][A-Za-z0-9_]*)+)").unwrap();
    let group =
        regex::Regex::new(r"(?s)\b(crate|super|self)((?:::[A-Za-z_][A-Za-z0-9_]*)*)::\{([^;]*?)\}")
            .unwrap();
    let mut graph = std::collections::BTreeMap::new();
    for (module, (relative, text)) in files {
        let text = tests.replace(text, "");
        let text = comments.replace_all(&text, "");
        let dir_module = ["mod.rs", "lib.rs", "main.rs"]
            .iter()
            .any(|m| relative.ends_with(m));
        // The module a `super` or `self` path starts from.
        let resolve = |root: &str, rest: &str| -> Option<Vec<String>> {
            let mut segments: Vec<&str> = rest.split("::").filter(|s| !s.is_empty()).collect();
            let mut at: Vec<String> = match root {
                "crate" => Vec::new(),
                "super" if dir_module => module[..module.len().saturating_sub(1)].to_vec(),
                "super" => module[..module.len() - 1].to_vec(),
                _ if dir_module => module.clone(),
                _ => module[..module.len() - 1].to_vec(),
            };
            while segments.first() == Some(&"super") {
                at.pop();
                segments.remove(0);
            }
            let mut found = None;
            for i in 0..=segments.len() {
                let mut candidate = at.clone();
                candidate.extend(segments[..i].iter().map(|s| (*s).to_string()));
                if files.contains_key(&candidate) {
                    found = Some(candidate);
                }
            }
            found
        };
        let mut named = std::collections::BTreeSet::new();
        for c in path.captures_iter(&text) {
            named.extend(resolve(&c[1], &c[2]));
        }
        for c in group.captures_iter(&text) {
            for item in c[3].split(',') {
                let item = item.split(" as ").next().unwrap_or_default().trim();
                let item = item.split("::{").next().unwrap_or_default();
                if !item.is_empty() && item != "self" {
                    named.extend(resolve(&c[1], &format!("{}::{item}", &c[2])));
                }
            }
        }
        named.remove(module);
        graph.insert(module.clone(), named);
    }
    graph
}

/// The sets of two or more files that name each other round a circle (Tarjan's strongly
/// connected components).
fn circles(
    graph: &std::collections::BTreeMap<Vec<String>, std::collections::BTreeSet<Vec<String>>>,
) -> Vec<Vec<Vec<String>>> {
    struct Walk<'a> {
        graph: &'a std::collections::BTreeMap<Vec<String>, std::collections::BTreeSet<Vec<String>>>,
        index: std::collections::HashMap<&'a Vec<String>, usize>,
        low: std::collections::HashMap<&'a Vec<String>, usize>,
        stack: Vec<&'a Vec<String>>,
        found: Vec<Vec<Vec<String>>>,
    }
    fn visit<'a>(w: &mut Walk<'a>, v: &'a Vec<String>) {
        let n = w.index.len();
        w.index.insert(v, n);
        w.low.insert(v, n);
        w.stack.push(v);
        for u in &w.graph[v] {
            if !w.index.contains_key(u) {
                visit(w, u);
                let low = w.low[v].min(w.low[u]);
                w.low.insert(v, low);
            } else if w.stack.contains(&u) {
                let low = w.low[v].min(w.index[u]);
                w.low.insert(v, low);
            }
        }
        if w.low[v] == w.index[v] {
            let mut component = Vec::new();
            while let Some(u) = w.stack.pop() {
                component.push(u.clone());
                if u == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                w.found.push(component);
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: std::collections::HashMap::new(),
        low: std::collections::HashMap::new(),
        stack: Vec::new(),
        found: Vec::new(),
    };
    for v in graph.keys() {
        if !walk.index.contains_key(v) {
            visit(&mut walk, v);
        }
    }
    walk.found
}

/// No file of `src/` names a path into a file that names one back, round any circle
/// (docs/architecture.md, "The layers"): each layer and each feature stands on what is
/// below it, so a change in one does not ripple back.
#[test]
fn no_import_circle_between_the_files_of_src() {
    let files = source_files();
    let graph = import_graph(&files);
    let named: Vec<String> = circles(&graph)
        .iter()
        .map(|c| {
            let names: Vec<&str> = c.iter().map(|m| files[m].0.as_str()).collect();
            format!("circle of {}: {}", names.len(), names.join(", "))
        })
        .collect();
    assert!(named.is_empty(), "import circles:\n{}", named.join("\n"));
    // A glob import (`use super::*`) names no file the walk can see: none outside tests.
    let tests = regex::Regex::new(r"(?s)#\[cfg\(test\)\]\s*mod tests\s*\{.*").unwrap();
    let comments = regex::Regex::new(r"(?m)//.*$").unwrap();
    let glob = regex::Regex::new(r"\buse\s+[A-Za-z_:{}, ]*::\s*\*").unwrap();
    let globs: Vec<&str> = files
        .values()
        .filter(|(_, text)| glob.is_match(&comments.replace_all(&tests.replace(text, ""), "")))
        .map(|(relative, _)| relative.as_str())
        .collect();
    assert!(
        globs.is_empty(),
        "glob imports hide what these name: {globs:?}"
    );
    // The walk sees the imports it must: the presenter names the files it uses (a
    // grouped `use super::{…}` and a plain one), and a feature the trait it words by.
    let file = |name: &str| vec!["table".to_string(), name.to_string()];
    assert!(graph[&file("present")].contains(&file("images")));
    assert!(graph[&file("present")].contains(&file("words")));
    assert!(graph[&file("lobby")].contains(&file("told")));
    assert!(!graph[&file("present")].contains(&file("seek")));
}

/// The graph finds a circle where there is one.
#[test]
fn the_circle_check_finds_a_circle() {
    let mut graph = std::collections::BTreeMap::new();
    let m = |s: &str| vec![s.to_string()];
    graph.insert(m("a"), [m("b")].into_iter().collect());
    graph.insert(m("b"), [m("c")].into_iter().collect());
    graph.insert(m("c"), [m("a")].into_iter().collect());
    graph.insert(m("d"), [m("a")].into_iter().collect());
    assert_eq!(circles(&graph), vec![vec![m("a"), m("b"), m("c")]]);
}

/// Features own their outcomes and refusals (docs/architecture.md, "Features own their
/// words"): the dispatcher's enums in `table/outcome.rs` hold only what several
/// features share, and a feature's own news and refusals are its types, told through
/// `Outcome::Told` and `Refusal::Feature`. So the enums do not grow with each command:
/// this fails, naming the enum and the variants, when one gains or changes a variant
/// (however it is written: several on a line, digits in a name).
#[test]
fn the_dispatchers_enums_do_not_grow_with_each_feature() {
    let text = std::fs::read_to_string("src/table/outcome.rs").unwrap();
    let comments = regex::Regex::new(r"(?m)//.*$").unwrap();
    let attributes = regex::Regex::new(r"#\[[^\]]*\]").unwrap();
    let text = attributes
        .replace_all(&comments.replace_all(&text, ""), "")
        .into_owned();
    let variants = |name: &str| -> Vec<String> {
        let open = regex::Regex::new(&format!(r"pub\s+enum\s+{name}\s*\{{")).unwrap();
        let start = open.find(&text).expect("the enum").end();
        // The body's top level: a variant's name starts it, or follows a comma.
        let (mut depth, mut names, mut word, mut expect) =
            (0usize, Vec::new(), String::new(), true);
        for c in text[start..].chars() {
            if depth == 0 && (c.is_alphanumeric() || c == '_') {
                word.push(c);
                continue;
            }
            if !word.is_empty() {
                if expect {
                    names.push(std::mem::take(&mut word));
                    expect = false;
                }
                word.clear();
            }
            match c {
                '(' | '{' | '[' | '<' => depth += 1,
                '}' if depth == 0 => break,
                ')' | '}' | ']' | '>' => depth = depth.saturating_sub(1),
                ',' if depth == 0 => expect = true,
                _ => {}
            }
        }
        names
    };
    let expected: [(&str, &[&str]); 2] = [
        (
            "Outcome",
            &[
                "Reseated", "Confirm", "Reminder", "Aborted", "Played", "Board", "Reach", "Replay",
                "Status", "Rules", "Told", "WebLink",
            ],
        ),
        (
            "Refusal",
            &[
                "NoGame",
                "NotYourQuestion",
                "NotPlaying",
                "NotStarted",
                "NotInLobby",
                "GameExists",
                "LobbyOpen",
                "NothingToReplay",
                "CreatorOnly",
                "QuestionGone",
                "ManagerOnly",
                "AlreadySeated",
                "NotSeated",
                "Spectator",
                "NotYourTurn",
                "AlreadyResigned",
                "Resign",
                "BadMoveText",
                "Illegal",
                "Players",
                "Armies",
                "CapturePlayers",
                "CaptureArmies",
                "CaptureRule",
                "Teams",
                "BadVariant",
                "RuleKey",
                "RuleValue",
                "Replay",
                "BoardChanged",
                "OldLink",
                "NoSuchMove",
                "NobodyToSeek",
                "Feature",
                "Busy",
                "Storage",
                "Corrupt",
            ],
        ),
    ];
    for (name, expected) in expected {
        assert_eq!(
            variants(name),
            expected,
            "{name}'s variants changed. A feature's own outcome or refusal is its own type \
             beside its handler, implementing `Told` or `Refused` (table/told.rs); only what \
             several features share belongs here (docs/architecture.md, \"Adding a command\")"
        );
    }
    // Both are open to features, and every feature's types are in none of them.
    assert!(text.contains("Told(Box<dyn Told>)"));
    assert!(text.contains("Feature(Box<dyn Refused>)"));
}

/// The one door (docs/architecture.md, "The one door"): the channel's lock is taken in
/// one place, `Tables::execute` in `table/door.rs`, which alone makes a `Door`; in
/// `table/`, only `door.rs` calls the store's writes of a channel's record; and no file of
/// `src/` outside `table/` reaches the store through the tables (`Tables::store`, kept
/// for tests that look at what is stored).
#[test]
fn the_channel_lock_is_taken_only_by_the_one_door() {
    let files = source_files();
    let comments = regex::Regex::new(r"(?m)//.*$").unwrap();
    let tests = regex::Regex::new(r"(?s)#\[cfg\(test\)\]\s*mod tests\s*\{.*").unwrap();
    let code = |text: &str| {
        comments
            .replace_all(&tests.replace(text, ""), "")
            .into_owned()
    };
    let mut locks = Vec::new();
    let mut doors = Vec::new();
    let mut writes = Vec::new();
    let mut store_reached = Vec::new();
    let record_write = regex::Regex::new(
        r"\bstore\s*\.\s*(save|delete|finish|abort|set_due|quarantine|claim_turn|release_turn)\(",
    )
    .unwrap();
    // The lock taken (however spaced), or the map of locks reached at all.
    let lock_taken = regex::Regex::new(r"ChannelLock\s*::\s*of\s*\(").unwrap();
    let locks_reached = regex::Regex::new(r"\.\s*locks\b").unwrap();
    for (relative, text) in files.values() {
        let text = code(text);
        let line = |i: usize| text[..i].lines().count();
        for m in lock_taken.find_iter(&text) {
            locks.push((relative.clone(), line(m.start())));
        }
        if relative != "table/door.rs" {
            for m in locks_reached.find_iter(&text) {
                locks.push((relative.clone(), line(m.start())));
            }
        }
        for (i, _) in text.match_indices("Door {") {
            if !text[..i].ends_with("struct ") {
                doors.push((relative.clone(), line(i)));
            }
        }
        if relative.starts_with("table/") && relative != "table/door.rs" {
            for m in record_write.find_iter(&text) {
                writes.push((relative.clone(), line(m.start()), m.as_str().to_string()));
            }
        }
        if !relative.starts_with("table/") {
            for (i, _) in text.match_indices(".store()") {
                store_reached.push((relative.clone(), line(i)));
            }
        }
    }
    assert_eq!(
        locks.iter().map(|(f, _)| f.as_str()).collect::<Vec<_>>(),
        ["table/door.rs"],
        "the channel's lock taken at {locks:?}"
    );
    assert_eq!(
        doors.iter().map(|(f, _)| f.as_str()).collect::<Vec<_>>(),
        ["table/door.rs"],
        "a Door made at {doors:?}"
    );
    assert!(
        writes.is_empty(),
        "a channel's record written outside the door: {writes:?}"
    );
    assert!(
        store_reached.is_empty(),
        "the store reached through the tables outside table/: {store_reached:?}"
    );
    let door = &files[&vec!["table".to_string(), "door".to_string()]].1;
    let execute = door.find("pub fn execute(").expect("the one door");
    let lock = door.find("ChannelLock::of(").expect("the lock");
    let made = door.find("let door = Door {").expect("the door made");
    assert!(
        execute < lock && lock < made,
        "the lock is taken, and the door made, inside execute"
    );
}

/// The table "Who uses whom" of docs/architecture.md holds for the code: every top-level
/// module names (`crate::x`, comments aside) only the modules its row lists.
#[test]
fn the_architecture_tables_uses_are_the_codes() {
    const ARCHITECTURE: &str = include_str!("../docs/architecture.md");
    let section = section(ARCHITECTURE, "## Layers");
    let rows = table_rows(section, "module");
    assert!(rows.len() >= 10, "{rows:?}");
    let top = |name: &str| name.split("::").next().unwrap_or_default().to_string();
    let mut documented =
        std::collections::BTreeMap::<String, std::collections::BTreeSet<String>>::new();
    for row in &rows {
        let uses: std::collections::BTreeSet<String> = if row[1].starts_with("nothing") {
            std::collections::BTreeSet::new()
        } else {
            code_spans(&row[1]).into_iter().map(top).collect()
        };
        for module in code_spans(&row[0]) {
            documented.insert(module.to_string(), uses.clone());
        }
    }
    let files = source_files();
    let comments = regex::Regex::new(r"(?m)//.*$").unwrap();
    let tests = regex::Regex::new(r"(?s)#\[cfg\(test\)\]\s*mod tests\s*\{.*").unwrap();
    let named = regex::Regex::new(r"\bcrate::([a-z_0-9]+)").unwrap();
    let mut found = std::collections::BTreeMap::<String, std::collections::BTreeSet<String>>::new();
    for (module, (_, text)) in &files {
        let Some(first) = module.first() else {
            continue;
        };
        let text = tests.replace(text, "");
        let text = comments.replace_all(&text, "");
        for c in named.captures_iter(&text) {
            // The crate root's own items: `t!` is the catalogue's macro; `error_chain`
            // the root's error text.
            let used = match &c[1] {
                "t" => "i18n",
                "error_chain" => continue,
                other => other,
            };
            if used != first {
                found
                    .entry(first.clone())
                    .or_default()
                    .insert(used.to_string());
            }
        }
    }
    let mut wrong = Vec::new();
    for (module, uses) in &found {
        let Some(allowed) = documented.get(module) else {
            if module != "cli" {
                wrong.push(format!("{module}: no row (it uses {uses:?})"));
            }
            continue;
        };
        let extra: Vec<&String> = uses.difference(allowed).collect();
        if !extra.is_empty() {
            wrong.push(format!("{module} also uses {extra:?}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "docs/architecture.md, Layers:\n{}",
        wrong.join("\n")
    );
}
