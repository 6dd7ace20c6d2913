//! Record bytes: a stored table record (`store::decode`, then the replay the table does)
//! and a game record as text (`GameRecord::parse`, then `replay`). Nothing panics; a
//! record that replays formats back to text that parses and replays to the same game.
#![no_main]

use checkers_bot::core::{GameRecord, ParseMoveError, RecordError};
use checkers_bot::store::decode;
use checkers_bot::table::game_of;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(record) = decode(data) {
        assert!(record.seats.len() <= record.players);
        let _ = game_of(&record);
    }
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(rec) = GameRecord::parse(text) else {
        return;
    };
    let Ok(game) = rec.replay() else {
        return;
    };
    let again = GameRecord::from_game(&game, &rec.names, rec.armies);
    let text2 = again.to_string();
    let parsed = match GameRecord::parse(&text2) {
        Ok(parsed) => parsed,
        // Index form and run-together chains can grow past the move-text limit when
        // written in letter form with separators (the table refuses such moves).
        Err(RecordError::AtLine { err, .. })
            if matches!(
                *err,
                RecordError::Parse {
                    err: ParseMoveError::TooLong,
                    ..
                }
            ) =>
        {
            return
        }
        Err(e) => panic!("formatted record does not parse: {e}\n{text2}"),
    };
    let game2 = parsed
        .replay()
        .unwrap_or_else(|e| panic!("formatted record does not replay: {e}\n{text2}"));
    assert_eq!(game2.history(), game.history());
    assert_eq!(game2.board(), game.board());
});
