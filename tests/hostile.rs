//! Hostile text through `Tables::handle` and `handle_chat`: 4,000-character messages,
//! control characters, zero-width and right-to-left characters in move text, names and
//! settings. Nothing panics; answers are short and clean; nothing changes unless the text
//! really is a move.

use crate::common;

use checkers_bot::store::Occupant;
use checkers_bot::table::{game_of, Command, Reply, Tables, User};
use common::{alice, bob, new_game, new_game_with, tables};

/// Characters that must never reach a reply from user text: control characters (other
/// than the line breaks the bot writes), bidirectional overrides and isolates, zero-width.
fn is_hostile(c: char) -> bool {
    (c.is_control() && c != '\n')
        || matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
}

fn check_clean(replies: &[Reply], what: &str) {
    for r in replies {
        // The bot breaks mentions itself with a zero-width space after `@`.
        let text = r.text.replace("@\u{200b}", "@");
        assert!(
            r.text.chars().count() <= 2000,
            "{what}: reply of {} characters",
            r.text.chars().count()
        );
        assert!(
            !text.chars().any(is_hostile),
            "{what}: hostile character in {:?}",
            r.text
        );
        assert!(!r.text.contains("@everyone"), "{what}: {}", r.text);
    }
}

/// A game in channel 1, Alice to move (seed 0).
fn game() -> Tables {
    let tables = common::tables();
    tables.handle(1, &alice(), new_game(2));
    tables.handle(1, &bob(), Command::Join);
    tables.handle(1, &alice(), Command::Start);
    tables
}

fn hostile_texts() -> Vec<(String, String)> {
    let mut texts: Vec<(&str, String)> = vec![
        ("4000 moves", "d2 ".repeat(1334)),
        ("4000 x", "x".repeat(4000)),
        ("4000 holes run together", "d2e7".repeat(1000)),
        ("1000 emoji", "🙂".repeat(1000)),
        ("4000 RLO", "\u{202e}".repeat(4000)),
        ("4000 ZWSP", "\u{200b}".repeat(4000)),
        ("4000 NUL", "\0".repeat(4000)),
        ("4000 newlines", "\n".repeat(4000)),
        (
            "combining marks",
            format!("d2{} e7", "\u{301}".repeat(3000)),
        ),
        ("NUL inside", "d2\0e7".into()),
        ("escape sequence", "\u{1b}[31md2 e9\u{1b}[0m".into()),
        ("bell and backspace", "d2\u{7}\u{8}\u{8} e9".into()),
        ("C1 control", "d2\u{85}e9\u{9b}".into()),
        ("tab and CR", "\td2\r\ne9\r".into()),
        ("RLO reversed", "\u{202e}9e 2d".into()),
        ("RLO wrapped illegal", "\u{202e}d2 e9\u{202c}".into()),
        ("isolates", "\u{2067}d2\u{2069} \u{2066}e9\u{2069}".into()),
        ("RLM", "\u{200f}d2 e9".into()),
        ("ZWJ inside hole", "d\u{200d}2 e9".into()),
        ("BOM", "\u{feff}d2 e9".into()),
        ("mentions", "@everyone <@&123> d2 e9".into()),
        ("markdown", "**d2** ~~e9~~ `x` ||y||".into()),
        ("lone surrogate-like", "\u{fffd}\u{fffd} d2".into()),
        ("huge number", format!("d{} e7", "9".repeat(3000))),
        ("many separators", "-".repeat(4000)),
    ];
    // Long text with a move at the end, and one built of every hostile kind.
    texts.push(("padding then move", format!("{}d2 e7", " ".repeat(3995))));
    texts.push(("mixed", "\u{202e}\u{200b}\0\u{1b}@everyone d2 ".repeat(150)));
    texts.into_iter().map(|(k, t)| (k.to_string(), t)).collect()
}

/// Hostile move text, as `move` commands and as chat: refused briefly and cleanly, the
/// game and the store unchanged.
#[test]
fn hostile_move_text_is_refused_briefly_and_changes_nothing() {
    let tables = game();
    let before = tables.store().load(1).unwrap().unwrap();
    for (what, text) in hostile_texts() {
        let replies = tables.handle(1, &alice(), Command::Move(text.clone()));
        assert_eq!(replies.len(), 1, "{what}");
        assert!(replies[0].private, "{what}: {}", replies[0].text);
        check_clean(&replies, &what);
        let replies = tables.handle_chat(1, &alice(), &text);
        assert!(replies.iter().all(|r| r.private), "{what}");
        check_clean(&replies, &what);
        // From a spectator and from the player not to move, too.
        check_clean(
            &tables.handle(1, &User::new(9, "Eve"), Command::Move(text.clone())),
            &what,
        );
        check_clean(&tables.handle_chat(1, &bob(), &text), &what);
        assert_eq!(tables.store().load(1).unwrap().unwrap(), before, "{what}");
    }
}

/// Invisible and direction characters inside real move text are dropped before reading
/// it (text pasted from phones), so the move is played, and the reply shows it cleanly.
#[test]
fn invisible_characters_around_a_real_move_are_ignored() {
    for (what, text) in [
        ("ZWSP", "d2\u{200b} e7"),
        ("ZWJ in a hole", "d\u{200d}2 e7"),
        ("RLM", "\u{200f}d2 e7"),
        ("RLO wrapped", "\u{202e}d2 e7\u{202c}"),
        ("BOM", "\u{feff}d2 e7"),
        ("isolates", "\u{2066}d2\u{2069}-\u{2066}e7\u{2069}"),
    ] {
        let tables = game();
        let replies = tables.handle_chat(1, &alice(), text);
        check_clean(&replies, what);
        assert_eq!(replies.len(), 1, "{what}");
        assert!(
            replies[0].text.contains("Alice played `d2-e7`"),
            "{what}: {}",
            replies[0].text
        );
        let record = tables.store().load(1).unwrap().unwrap();
        assert_eq!(record.turns, ["d2-e7"], "{what}");
    }
}

/// A jump chain typed run together and back and forth (`c1e7c1e7…`, 200 bytes) is a legal
/// chain, but written with separators it no longer fits the move-text limit: storing it
/// would leave a record that cannot be read back and the game would be lost. It is
/// refused and the game goes on.
#[test]
fn a_chain_too_long_to_store_is_refused_and_the_game_survives() {
    let tables = game();
    let before = tables.store().load(1).unwrap().unwrap();
    let text = "c1e7".repeat(50);
    let replies = tables.handle(1, &alice(), Command::Move(text.clone()));
    check_clean(&replies, "long chain");
    assert_eq!(replies.len(), 1);
    assert!(replies[0].private, "{}", replies[0].text);
    assert!(replies[0].text.contains("too long"), "{}", replies[0].text);
    assert!(tables
        .handle_chat(1, &alice(), &text)
        .iter()
        .all(|r| r.private));
    assert_eq!(tables.store().load(1).unwrap().unwrap(), before);
    // A shorter back-and-forth chain still fits and is played and stored.
    let r = tables.handle(1, &alice(), Command::Move("c1-e7-c1-e7".into()));
    assert!(
        r[0].text.contains("Alice played `c1-e7-c1-e7`"),
        "{}",
        r[0].text
    );
    let record = tables.store().load(1).unwrap().unwrap();
    game_of(&record).unwrap();
    let r = tables.handle(1, &bob(), Command::Status);
    assert!(r[0].text.starts_with("Move 2"), "{}", r[0].text);
}

/// Hostile display names: stored bounded (32 characters) and cleaned; every reply that
/// shows them stays clean; a name of only invisible characters becomes `?`.
#[test]
fn hostile_names_are_bounded_and_cleaned() {
    let names = [
        "A".repeat(4000),
        "\u{202e}".repeat(4000),
        "\u{200b}\u{200f}\u{feff}".into(),
        "Eve\u{202e}evE\u{1b}[2J\0\u{7}".into(),
        "@everyone <@&123> **bold** `code`".into(),
        "\n\n\nnewlines\r\n".into(),
        "🙂".repeat(4000),
        "e\u{301}".repeat(2000),
    ];
    for (i, name) in names.iter().enumerate() {
        let tables = tables();
        let host = User::new(1, name.clone());
        let guest = User::new(2, name.clone());
        let what = format!("name {i}");
        check_clean(&tables.handle(1, &host, new_game(2)), &what);
        check_clean(&tables.handle(1, &guest, Command::Join), &what);
        check_clean(&tables.handle(1, &guest, Command::Status), &what);
        check_clean(&tables.handle(1, &host, Command::Start), &what);
        check_clean(
            &tables.handle(1, &host, Command::Move("d2 e7".into())),
            &what,
        );
        check_clean(&tables.handle(1, &guest, Command::Board), &what);
        check_clean(
            &tables.handle(1, &guest, Command::Resign { confirmed: true }),
            &what,
        );
        let mut manager = User::new(3, name.clone());
        manager.manager = true;
        check_clean(
            &tables.handle(
                1,
                &manager,
                Command::Defaults {
                    settings: vec![("long_jumps".into(), "on".into())],
                },
            ),
            &what,
        );
        let record = tables.store().load(1).unwrap().unwrap();
        for seat in &record.seats {
            let Occupant::Human { name, .. } = seat else {
                continue;
            };
            assert!(name.chars().count() <= 32, "{what}: {name:?}");
            assert!(!name.chars().any(is_hostile), "{what}: {name:?}");
            assert!(!name.is_empty(), "{what}");
        }
        game_of(&record).unwrap();
        check_clean(
            &tables.handle(1, &manager, Command::Abort { confirmed: true }),
            &what,
        );
    }
}

/// Hostile house-rule settings and command lines: short refusals, nothing stored.
#[test]
fn hostile_settings_and_command_lines_are_refused() {
    let tables = tables();
    let long = "k".repeat(4000);
    for (k, v) in [
        (long.clone(), "on".to_string()),
        ("long_jumps".into(), long.clone()),
        ("\u{202e}long_jumps".into(), "on\0".into()),
        ("preset".into(), "\u{200b}masters".into()),
        ("move_limit".into(), "9".repeat(4000)),
        ("turn_timeout".into(), "99999999999999999999d".into()),
        ("\0".into(), "\u{1b}[2J".into()),
    ] {
        let replies = tables.handle(1, &alice(), new_game_with(2, &[(&k, &v)]));
        let what = format!("{:?}={:?}", &k[..k.len().min(20)], &v[..v.len().min(20)]);
        assert_eq!(replies.len(), 1, "{what}");
        check_clean(&replies, &what);
        let mut manager = alice();
        manager.manager = true;
        check_clean(
            &tables.handle(
                1,
                &manager,
                Command::Defaults {
                    settings: vec![(k, v)],
                },
            ),
            &what,
        );
    }
    // Command lines as the console and tests parse them.
    for (what, text) in hostile_texts() {
        if let Ok(Some(command)) = Command::parse(&text) {
            check_clean(&tables.handle(2, &alice(), command), &what);
        }
        for prefix in ["new ", "new 3 ", "defaults ", "move ", "/"] {
            if let Ok(Some(command)) = Command::parse(&format!("{prefix}{text}")) {
                check_clean(&tables.handle(2, &alice(), command), &what);
            }
        }
    }
}
