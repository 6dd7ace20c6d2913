//! Command text (console and chat): any line parses to a command, nothing, or the
//! "unknown command" answer, never a panic; a move command carries either text that is a
//! move or the words after an explicit move word: `move`, or the `move` command's name in
//! any language (`cmd-move` of `commands.ftl`: `muovi`, `táhnout`, `jogar`), in any case.
#![no_main]

use checkers_bot::core::MoveText;
use checkers_bot::table::Command;
use libfuzzer_sys::fuzz_target;

/// Whether `word` names the `move` command in English or in any language.
fn move_word(word: &str) -> bool {
    let lower = word.to_lowercase();
    lower == "move"
        || checkers_bot::i18n::languages().any(|lang| {
            checkers_bot::i18n::catalogue(lang)
                .get("cmd-move", None)
                .is_some_and(|name| name.to_lowercase() == lower)
        })
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(Some(Command::Move(m))) = Command::parse(&text) {
        let line = text.trim();
        let line = line.strip_prefix('/').unwrap_or(line);
        let mut words = line.split_whitespace();
        let explicit = words.next().is_some_and(move_word) && words.next().is_some();
        assert!(
            explicit || MoveText::from_chat(&m).is_some(),
            "{text:?} became a move {m:?}"
        );
    }
});
