//! Command text (console and chat): any line parses to a command, nothing, or the
//! "unknown command" answer, never a panic; a move command carries either text that is a
//! move or the words after an explicit `move`.
#![no_main]

use checkers_bot::core::MoveText;
use checkers_bot::table::Command;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(Some(Command::Move(m))) = Command::parse(&text) {
        let line = text.trim();
        let line = line.strip_prefix('/').unwrap_or(line).trim_start();
        let explicit = line
            .get(..4)
            .is_some_and(|w| w.eq_ignore_ascii_case("move"))
            && line[4..].starts_with(char::is_whitespace);
        assert!(
            explicit || MoveText::from_chat(&m).is_some(),
            "{text:?} became a move {m:?}"
        );
    }
});
