//! Move text (docs/notation.md "Moves"): any text parses or is refused, never panics; what
//! parses formats back to text that parses to the same holes (format then parse is
//! identity).
#![no_main]

use checkers_bot::core::{quote_input, HoleForm, MoveText, ParseMoveError, MAX_MOVE_TEXT};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let quoted = quote_input(&text);
    assert!(quoted.chars().count() <= 41);
    assert!(!quoted.chars().any(char::is_control));
    for form in [HoleForm::Letter, HoleForm::Index] {
        let Ok(mt) = MoveText::parse(&text, form) else {
            continue;
        };
        assert!(text.len() <= MAX_MOVE_TEXT);
        assert!(mt.holes.len() >= 2);
        assert_eq!(mt.holes.len(), mt.swaps.len());
        // Display writes letter form with separators, whatever the input was; it can be
        // longer than the input (`c1e7c1e7…`, index form) and then past the limit.
        let text = mt.to_string();
        match MoveText::parse(&text, HoleForm::Letter) {
            Ok(again) => assert_eq!(again, mt),
            Err(ParseMoveError::TooLong) => assert!(text.len() > MAX_MOVE_TEXT),
            Err(e) => panic!("{mt} does not parse back: {e}"),
        }
    }
    assert_eq!(
        MoveText::from_chat(&text),
        MoveText::parse(&text, HoleForm::Letter).ok()
    );
});
