//! Ending a game before its end: `leave` during a game is no resignation, `resign` and
//! the `abort` of a game under way ask first (`resign confirm`, `abort confirm`; Discord's
//! Confirm button: `tests/discord_play.rs`), `abort` is its creator's or a channel
//! manager's on both platforms, and an aborted game is kept in `history`, not rated, on
//! both stores.

use crate::common;
use crate::pg_server;

use std::sync::Arc;

use checkers_bot::store::{Phase, Store};
use checkers_bot::table::{Command, Tables, User};
use common::{alice, bob, carol, console_output, one, tables, two_moves_each, two_player_game};

const CHANNEL: u64 = 5;

/// `leave` once the game is under way is refused and names `resign`; the game is as it
/// was (it used to resign at once).
#[test]
fn leave_during_a_game_names_resign_and_changes_nothing() {
    let tables = tables();
    two_player_game(&tables, CHANNEL);
    let before = tables.store().load(CHANNEL).unwrap().unwrap();
    let r = one(tables.handle(CHANNEL, &bob(), Command::Leave));
    assert!(r.private);
    assert_eq!(
        r.text,
        "The game is under way: `leave` gives up a seat only before the start. To give up \
         now, use `resign` (it asks first)."
    );
    assert_eq!(tables.store().load(CHANNEL).unwrap().unwrap(), before);
}

/// `resign` asks, to the resigner only, and changes nothing; `resign confirm` (or the
/// word in another language) resigns. Who cannot resign is told so at once, not asked.
#[test]
fn resign_asks_first_and_resign_confirm_resigns() {
    let tables = tables();
    two_player_game(&tables, CHANNEL);
    let before = tables.store().load(CHANNEL).unwrap().unwrap();
    let asked = one(tables.handle(CHANNEL, &bob(), Command::Resign { confirmed: false }));
    assert!(asked.private);
    assert_eq!(
        asked.text,
        "Resign from this game? You will rank after every player still in it, and it cannot \
         be undone. To resign, type `resign confirm`."
    );
    assert_eq!(tables.store().load(CHANNEL).unwrap().unwrap(), before);
    let refused = one(tables.handle(CHANNEL, &carol(), Command::Resign { confirmed: false }));
    assert_eq!(
        (refused.private, refused.text.as_str()),
        (true, "You do not have a seat in this game.")
    );
    // Typed in Italian: `arrenditi conferma`.
    let command = Command::parse("arrenditi conferma").unwrap().unwrap();
    assert_eq!(command, Command::Resign { confirmed: true });
    let resigned = tables.handle(CHANNEL, &bob(), command);
    assert!(
        resigned[0].text.starts_with("Bob resigned.\nGame over"),
        "{}",
        resigned[0].text
    );
    assert_eq!(
        tables.store().load(CHANNEL).unwrap().unwrap().phase,
        Phase::Finished
    );
    let parsed: Vec<Command> = ["resign", "RESIGN Confirm", "abort", "abort confirm"]
        .iter()
        .map(|t| Command::parse(t).unwrap().unwrap())
        .collect();
    assert_eq!(
        parsed,
        [
            Command::Resign { confirmed: false },
            Command::Resign { confirmed: true },
            Command::Abort { confirmed: false },
            Command::Abort { confirmed: true },
        ]
    );
}

/// The console's words: `as Mallory`, who has no seat, cannot `abort` Ann's game (the
/// table's one rule: its creator, or a channel manager: on Discord Manage Channels, in
/// the console its own player, not a local player added with `as`); Ann's `abort` asks,
/// `abort confirm` ends it, and `history` shows it aborted, not rated.
#[test]
fn abort_by_someone_else_is_refused_and_the_creators_asks_first() {
    let tables = tables();
    let script = "as Ann\nnew 2\nas Bob\njoin\nas Ann\nstart\nd2 e7\nn2 m6\n\
                  as Mallory\nabort\nabort confirm\nas Ann\nabort\nstatus\n";
    let out = console_output(&tables, script);
    assert!(
        out.contains(
            "Mallory> Only the game's creator (Ann) can do that.\n\
             Mallory> Only the game's creator (Ann) can do that.\nMallory> "
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "Ann> End this game for everyone? It will be kept in `history` as aborted, not \
             rated. To end it, type `abort confirm`.\nAnn> Move 3; it is your turn."
        ),
        "{out}"
    );
    assert_eq!(
        tables.store().load(0).unwrap().unwrap().turns,
        ["d2-e7", "n2-m6"]
    );
    let out = console_output(&tables, "as Ann\nabort confirm\nhistory\nstatus\n");
    assert!(
        out.contains("Ann> The game was aborted by Ann.\nAnn> Latest games here (page 1):\n#1 · "),
        "{out}"
    );
    assert!(
        out.contains(" · Ann, Bob · aborted · 2 moves · not rated\nAnn> There is no game"),
        "{out}"
    );
    // A lobby is called off at once, and nothing is kept.
    let out = console_output(&tables, "as Ann\nnew 2\nabort\nhistory\n");
    assert!(out.contains("Ann> The game was aborted by Ann."), "{out}");
    assert_eq!(out.matches(" · aborted · ").count(), 1, "{out}");
}

/// The console's own player manages its channel: they may abort a game a local player
/// opened (as a Discord member with Manage Channels may).
#[test]
fn the_consoles_own_player_may_abort_a_local_players_game() {
    let tables = tables();
    let out = console_output(
        &tables,
        "as Ann\nnew 2\nas Bob\njoin\nas Ann\nstart\nas You\nabort confirm\n",
    );
    assert!(out.contains("You> The game was aborted by You."), "{out}");
    assert!(tables.store().load(0).unwrap().is_none());
}

/// A game aborted under way is kept with its moves, every seat unfinished, not rated
/// (ratings untouched), and `history` says so; on sled and on PostgreSQL.
#[test]
fn an_aborted_game_is_kept_unrated_in_history_on_both_stores() {
    pg_server::on_both(|store: Arc<dyn Store>| {
        let tables = Tables::shared(store).seeded(0).with_clock(|| 1_800_000_000);
        two_player_game(&tables, CHANNEL);
        two_moves_each(&tables, CHANNEL, &[alice(), bob()]);
        let asked = one(tables.handle(CHANNEL, &alice(), Command::Abort { confirmed: false }));
        assert!(asked.private && asked.text.starts_with("End this game for everyone?"));
        let aborted = one(tables.handle(CHANNEL, &alice(), Command::Abort { confirmed: true }));
        assert_eq!(
            (aborted.private, aborted.text.as_str()),
            (false, "The game was aborted by Alice.")
        );
        let store = tables.store();
        assert!(store.load(CHANNEL).unwrap().is_none());
        let kept = store.kept_game(1).unwrap().expect("kept");
        assert!(kept.aborted && !kept.rated);
        assert_eq!(kept.turns(), 4);
        assert!(kept
            .seats
            .iter()
            .all(|s| s.end == checkers_bot::store::SeatEnd::Unfinished && s.moves == 2));
        assert!(store.ratings(0).unwrap().is_empty());
        let history = one(tables.handle(CHANNEL, &bob(), Command::History { who: None, page: 1 }));
        assert_eq!(
            history.text,
            "Latest games here (page 1):\n#1 · 2027-01-15 · Alice, Bob · aborted · 4 moves · \
             not rated"
        );
    });
}

/// A channel manager may abort anyone's game (asked first, like the creator); anyone
/// else is refused before any question.
#[test]
fn a_manager_may_abort_and_is_asked_first() {
    let tables = tables();
    two_player_game(&tables, CHANNEL);
    let r = one(tables.handle(CHANNEL, &bob(), Command::Abort { confirmed: false }));
    assert_eq!(
        (r.private, r.text.as_str()),
        (true, "Only the game's creator (Alice) can do that.")
    );
    let manager = User {
        manager: true,
        ..carol()
    };
    let asked = one(tables.handle(CHANNEL, &manager, Command::Abort { confirmed: false }));
    assert!(asked.private && asked.text.starts_with("End this game for everyone?"));
    assert!(tables.store().load(CHANNEL).unwrap().is_some());
}
